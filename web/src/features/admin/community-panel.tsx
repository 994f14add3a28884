import { zodResolver } from '@hookform/resolvers/zod';
import { type CommunityVideo, CommunityVideoBody, uploadedAtText } from '@kaamkaj/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea, TextField } from '../../components/ui/field';
import { PencilIcon } from '../../components/ui/icons';
import { Switch } from '../../components/ui/switch';
import { serverErrorText } from '../../lib/forms/server-error';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { useAdminVideos, useSaveVideo } from './api/community';
import { Badge, LIST_CARD } from './card';
import { ListState } from './list-state';

type Editing = CommunityVideo | 'new' | null;

/** Issue 13: the community videos; add, edit, hide (the YouTube link checked for a video id). */
export function CommunityPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminVideos();
  const [editing, setEditing] = useState<Editing>(null);
  const videos = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <>
      <Button block className="sm:w-auto" onClick={() => setEditing('new')}>
        {t('community.add')}
      </Button>
      <ListState query={query} empty={videos.length === 0} emptyText={t('community.empty')}>
        <ul className={LIST_CARD}>
          {videos.map((video) => (
            <li key={video._id} className="flex items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{video.title}</p>
                <p className="text-sm text-slate-600">{uploadedAtText(video.created_at)}</p>
                <Badge tone={video.hidden ? 'slate' : 'green'}>
                  {t(video.hidden ? 'community.hidden' : 'community.shown')}
                </Badge>
              </div>
              <Button
                variant="ghost"
                className="min-h-12 px-3"
                aria-label={t('community.editNamed', { title: video.title })}
                onClick={() => setEditing(video)}
              >
                <PencilIcon className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t(editing === 'new' ? 'community.add' : 'community.edit')}
      >
        {editing !== null && (
          <VideoForm video={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Dialog>
    </>
  );
}

type Input = z.input<typeof CommunityVideoBody>;

function VideoForm({ video, onClose }: { video: CommunityVideo | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const save = useSaveVideo();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, CommunityVideoBody>({
    resolver: zodResolver(CommunityVideoBody),
    defaultValues: {
      title: video?.title ?? '',
      description: video?.description ?? '',
      video_url: video?.video_url ?? '',
      hidden: video?.hidden ?? false,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: video?._id ?? null, body });
      void notify.success(t('community.saved'));
      onClose();
    } catch (error) {
      setServerError(serverErrorText(error, form.setError));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        {...form.register('title')}
        label={t('community.title')}
        error={errorText(errors.title)}
      />
      <TextField
        {...form.register('video_url')}
        label={t('community.link')}
        hint={t('community.linkHint')}
        inputMode="url"
        error={errorText(errors.video_url)}
      />
      <TextArea
        {...form.register('description')}
        label={t('community.description')}
        rows={3}
        error={errorText(errors.description)}
      />
      <Controller
        control={form.control}
        name="hidden"
        render={({ field }) => (
          <Switch
            label={t('community.hide')}
            checked={field.value ?? false}
            onChange={field.onChange}
          />
        )}
      />
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <Button type="submit" block busy={save.isPending}>
        {t('community.save')}
      </Button>
    </form>
  );
}
