import { z } from 'zod';
import { FILE_CATEGORY_NAMES, type FileCategory, fileProblem } from './files';

// The upload calls' bodies, apart from the file rules (files.ts): the web checks a picked file
// with those, and does not load the schema library for it.

// spec 000 §7 "Files" step 1: file_name (spaces removed), content_type, file_size, file_category.
export const PreUploadBody = z
  .object({
    file_name: z
      .string({ error: 'fileNameRequired' })
      .trim()
      .min(1, { error: 'fileNameRequired' })
      .max(120, { error: 'fileNameTooLong' })
      .transform((v) => v.replace(/\s+/g, '')),
    content_type: z.string({ error: 'fileType' }).trim().toLowerCase(),
    file_size: z.number({ error: 'fileSize' }).int({ error: 'fileSize' }),
    file_category: z.enum(FILE_CATEGORY_NAMES as [FileCategory, ...FileCategory[]], {
      error: 'fileCategoryInvalid',
    }),
  })
  .superRefine((body, ctx) => {
    const problem = fileProblem(body.file_category, {
      name: body.file_name,
      type: body.content_type,
      size: body.file_size,
    });
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problem === 'fileType' ? 'content_type' : 'file_size'],
      });
    }
  });
export type PreUploadBody = z.infer<typeof PreUploadBody>;

export const PostUploadBody = z.object({ file_id: z.uuid({ error: 'idInvalid' }) });
export type PostUploadBody = z.infer<typeof PostUploadBody>;
