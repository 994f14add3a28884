import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  FILE_CATEGORIES,
  type FileCategory,
  fileProblem,
  PreUploadBody,
  sizeMessageKey,
} from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { findUnstorable } from './unstorable';
import { unknownFieldError } from './validation';

/** The text fields a form may carry, and its file fields with the upload category of each. */
export type FormShape = {
  fields: readonly string[];
  files: Readonly<Record<string, FileCategory>>;
};

/** A file of the form, checked by its category's rules and kept in a temporary file. */
export type FormFile = {
  field: string;
  category: FileCategory;
  name: string;
  contentType: string;
  size: number;
  path: string;
};

/**
 * The parser's limits for a form of this shape, so a client cannot make it read without bound.
 * One field and one file more than the shape allows still arrive, so readForm names them.
 */
export function formLimits(shape: FormShape) {
  const fields = shape.fields.length + 1;
  const files = Object.keys(shape.files).length + 1;
  const largest = Math.max(...Object.values(shape.files).map((c) => FILE_CATEGORIES[c].maxBytes));
  return {
    fieldNameSize: 100,
    fieldSize: 1024,
    fields,
    files,
    parts: fields + files,
    headerPairs: 16,
    fileSize: largest + 1,
  };
}

// The codes of the upload pipeline's step 3 (files.service postUpload).
const fileError = (field: string, key: string) => {
  const code = key === 'fileType' ? 'FILE_TYPE' : key.endsWith('Size') ? 'FILE_TOO_LARGE' : '';
  return new AppError(400, code || 'VALIDATION_FAILED', key, { [field]: key });
};
const twice = (field: string) =>
  badRequest('VALIDATION_FAILED', 'formFieldTwice', { [field]: 'formFieldTwice' });

/**
 * Reads a multipart form: text fields as they came, each file through the upload pipeline's
 * own rules (the type before a byte is read, the size while reading, then PreUploadBody) into
 * a temporary file that @fastify/multipart removes after the response (`tmpUploads`).
 */
export async function readForm(request: FastifyRequest, shape: FormShape) {
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  request.tmpUploads ??= [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!shape.fields.includes(part.fieldname)) throw unknownFieldError(part.fieldname);
        if (Object.hasOwn(fields, part.fieldname)) throw twice(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const category = Object.hasOwn(shape.files, part.fieldname)
        ? shape.files[part.fieldname]
        : undefined;
      if (!category) throw unknownFieldError(part.fieldname);
      if (files.some((file) => file.field === part.fieldname)) throw twice(part.fieldname);
      const file = await receive(request, part, category);
      if (file) files.push(file);
    }
  } catch (err) {
    throw asClientError(err, shape);
  }
  // issue 15: the same refusal of unstorable text as every JSON body (platform/unstorable.ts)
  const names = Object.fromEntries(files.map((file) => [file.field, file.name]));
  const problem = findUnstorable(fields) ?? findUnstorable(names);
  if (problem) throw badRequest('VALIDATION_FAILED', problem.key, { [problem.path]: problem.key });
  return { fields, files };
}

async function receive(request: FastifyRequest, part: MultipartFile, category: FileCategory) {
  const field = part.fieldname;
  // a file input left empty: browsers send it as a part with no name and no bytes
  const left = part.filename === '';
  if (!left && fileProblem(category, { name: part.filename, type: part.mimetype, size: 1 })) {
    throw fileError(field, 'fileType');
  }
  // The body ended inside this file before it was read: the parser has destroyed the stream,
  // and Node's pipeline would wait on it forever.
  if (part.file.destroyed) throw badRequest('BAD_REQUEST', 'Expected a multipart form');
  const target = path.join(os.tmpdir(), `kaamkaj-form-${randomUUID()}`);
  request.tmpUploads?.push(target);
  const max = FILE_CATEGORIES[category].maxBytes;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > max ? fileError(field, sizeMessageKey(category)) : null, chunk);
    },
  });
  await pipeline(part.file, counter, createWriteStream(target));
  if (left && size === 0) return null;
  const checked = PreUploadBody.safeParse({
    file_name: part.filename,
    content_type: part.mimetype,
    file_size: size,
    file_category: category,
  });
  if (!checked.success) throw fileError(field, checked.error.issues[0]?.message ?? 'fileType');
  const { file_name, content_type } = checked.data;
  return { field, category, name: file_name, contentType: content_type, size, path: target };
}

/** Our own refusals pass; a broken form or a parser limit is the client's 400, never a 500. */
function asClientError(err: unknown, shape: FormShape): unknown {
  if (err instanceof AppError || (err as { validation?: unknown }).validation) return err;
  if ((err as NodeJS.ErrnoException).syscall) return err; // the temporary file: our fault
  const field = (err as { part?: { fieldname?: string } }).part?.fieldname ?? '';
  const category = Object.hasOwn(shape.files, field) ? shape.files[field] : undefined;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && category) {
    return fileError(field, sizeMessageKey(category));
  }
  return badRequest('BAD_REQUEST', 'Expected a multipart form');
}
