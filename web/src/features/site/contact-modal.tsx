import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, ContactUsBody } from '@kaamkaj/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea, TextField } from '../../components/ui/field';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { notify } from '../../lib/toast';
import { useSendContact } from './api/send-contact';

type ContactModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The contact-us form of spec 000 §2.3; lazy, opened through useOpenContact(). */
export function ContactModal({ open, onOpenChange }: ContactModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useSendContact();
  const form = useForm({
    resolver: zodResolver(ContactUsBody),
    defaultValues: { name: '', contact_details: '', message: '', lead_source: 'website' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      notify.success(t('contact.thanks')); // spec 000 §2.3 "a thank-you toast"
      form.reset();
      onOpenChange(false);
    } catch {
      // the HTTP client already showed the toast of spec 000 §8
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contact.title')}
      description={t('contact.subtitle')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          {...form.register('name')}
          label={t('contact.name')}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          error={errorText(errors.name)}
        />
        <TextField
          {...form.register('contact_details')}
          label={t('contact.contactDetails')}
          autoComplete="email"
          error={errorText(errors.contact_details)}
        />
        <TextArea
          {...form.register('message')}
          label={t('contact.message')}
          maxLength={CONTACT_MESSAGE_MAX}
          rows={4}
          error={errorText(errors.message)}
        />
        <Button type="submit" block busy={send.isPending}>
          {t('contact.send')}
        </Button>
      </form>
    </Dialog>
  );
}
