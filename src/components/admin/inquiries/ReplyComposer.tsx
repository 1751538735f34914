// The Reply composer: a dialog (a full-screen sheet on a phone) that writes a reply to
// the visitor, optionally started from a template the server fills in for this inquiry. It is sent
// from the leasing address with the leasing mailbox in copy (src/server/replies.ts). One idempotency
// key per composed reply: a double click, or a retry after a lost answer, sends it once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { apiGet, apiSend, errorMessage } from '~/src/lib/api/client';
import { replyTemplatesQuery } from '~/src/lib/api/queries';
import { InquiryReplyJsonSchema, ReplyDraftJsonSchema } from '~/src/lib/api/responses';
import type { InquiryJson } from '~/src/lib/api/types';
import { REPLY_PLACEHOLDERS, ReplySchema } from '~/src/lib/schemas/reply';
import { Dialog, DialogActions, UnsavedChanges } from '~/src/components/ui/Dialog';
import { FormField } from '~/src/components/ui/FormField';
import { showServerFieldErrors } from '~/src/components/ui/form-errors';
import { refreshLead } from '../refresh-lead';
import { fullName } from './full-name';

const ComposedReplySchema = ReplySchema.omit({ idempotencyKey: true });
type ComposedInput = z.input<typeof ComposedReplySchema>;
type Composed = z.output<typeof ComposedReplySchema>;

const placeholderList = Object.keys(REPLY_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ');

const REPLACE_QUESTION = 'Replace what you have written with this template?';

export function ReplyComposer({ inquiry, onClose }: { inquiry: InquiryJson; onClose: () => void }) {
  // Drawn once per composed reply (the dialog's life): every send of it names the same reply.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const templates = useQuery(replyTemplatesQuery());
  const form = useForm<ComposedInput, unknown, Composed>({
    resolver: zodResolver(ComposedReplySchema),
    defaultValues: { subject: `Re: your inquiry${inquiry.listing ? ` about ${inquiry.listing}` : ''}`, body: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const [templateId, setTemplateId] = useState('');
  const draft = useMutation({
    mutationFn: (id: string) =>
      apiGet(`/api/contact-submissions/${inquiry.id}/reply-draft?template=${encodeURIComponent(id)}`, ReplyDraftJsonSchema),
    onSuccess: (filled) => reset(filled),
    onError: (error) => toast.error('Template not loaded', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const send = useMutation({
    mutationFn: (reply: Composed) =>
      apiSend('POST', `/api/contact-submissions/${inquiry.id}/replies`, { ...reply, idempotencyKey }, InquiryReplyJsonSchema),
    onSuccess: (sent) => {
      if (sent.sendState === 'failed') {
        toast.error('Reply not delivered', { description: `${sent.sendLastError ?? 'The mail server refused it.'} It will be retried.` });
      } else {
        toast.success('Reply sent', { description: `To ${sent.toEmail}, with a copy to the leasing mailbox.` });
      }
      void refreshLead(inquiry.id);
      onClose();
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Reply not sent', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  const chooseTemplate = (id: string) => {
    // A template replaces the subject and text: what was typed since is not thrown away unasked.
    if (id && formState.isDirty && !window.confirm(REPLACE_QUESTION)) return;
    setTemplateId(id);
    if (id) draft.mutate(id);
  };
  const isBusy = send.isPending || draft.isPending;

  return (
    <Dialog open onClose={onClose} title={`Reply to ${fullName(inquiry)}`} className="max-w-2xl">
      <UnsavedChanges when={formState.isDirty || templateId !== ''} />
      <form id="reply-form" onSubmit={handleSubmit((reply) => send.mutate(reply))} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          To {fullName(inquiry)} &lt;{inquiry.email}&gt;, from the leasing address, with a copy to the leasing mailbox.
        </p>
        {(templates.data?.length ?? 0) > 0 && (
          <FormField id="reply-template" label="Start from a template">
            {(control) => (
              <select {...control} value={templateId} disabled={isBusy} onChange={(event) => chooseTemplate(event.target.value)}>
                <option value="">No template</option>
                {templates.data?.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id="reply-subject" label="Subject" required error={formState.errors.subject?.message} {...register('subject')} />
        <FormField id="reply-body" label="Message" required error={formState.errors.body?.message}>
          {(control) => <textarea {...control} rows={10} {...register('body')} />}
        </FormField>
        <p className="text-xs text-slate-600">Placeholders filled in when it is sent: {placeholderList}.</p>
      </form>
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" form="reply-form" className="btn-primary" disabled={isBusy}>
          {send.isPending ? 'Sending...' : 'Send reply'}
        </button>
      </DialogActions>
    </Dialog>
  );
}
