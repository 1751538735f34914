// The team's reply templates, for admins: the list with Edit and Delete, and one form to
// add or edit a template. The server refuses placeholders it does not know and a name taken already.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { replyTemplatesQuery } from '~/src/lib/api/queries';
import { ReplyTemplateJsonSchema } from '~/src/lib/api/responses';
import type { ReplyTemplateJson } from '~/src/lib/api/types';
import { REPLY_PLACEHOLDERS, ReplyTemplateSchema } from '~/src/lib/schemas/reply';
import { queryClient } from '~/src/lib/query-client';
import { Dialog, DialogActions, FormDialogActions } from '~/src/components/ui/Dialog';
import { FormField } from '~/src/components/ui/FormField';
import { showServerFieldErrors } from '~/src/components/ui/form-errors';

type TemplateInput = z.input<typeof ReplyTemplateSchema>;
type Template = z.output<typeof ReplyTemplateSchema>;

const refreshTemplates = () => queryClient.invalidateQueries({ queryKey: replyTemplatesQuery().queryKey });

function TemplateForm({ template, onDone }: { template: ReplyTemplateJson | null; onDone: () => void }) {
  const form = useForm<TemplateInput, unknown, Template>({
    resolver: zodResolver(ReplyTemplateSchema),
    defaultValues: template ? { name: template.name, subject: template.subject, body: template.body } : { name: '', subject: '', body: '' },
  });
  const { register, handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: (data: Template) =>
      template
        ? apiSend('PUT', `/api/reply-templates/${template.id}`, data, ReplyTemplateJsonSchema)
        : apiSend('POST', '/api/reply-templates', data, ReplyTemplateJsonSchema),
    onSuccess: (saved) => {
      toast.success(`Template saved: ${saved.name}`);
      void refreshTemplates();
      onDone();
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Template not saved', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  return (
    <form id="reply-template-form" onSubmit={handleSubmit((data) => save.mutate(data))} noValidate className="space-y-4">
      <FormField id="template-name" label="Name" required error={formState.errors.name?.message} {...register('name')} />
      <FormField id="template-subject" label="Subject" required error={formState.errors.subject?.message} {...register('subject')} />
      <FormField id="template-body" label="Message" required error={formState.errors.body?.message}>
        {(control) => <textarea {...control} rows={10} {...register('body')} />}
      </FormField>
      <div className="text-xs text-slate-600">
        <p>Placeholders, filled in for each inquiry:</p>
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning]) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code>: {meaning}
            </li>
          ))}
        </ul>
      </div>
      <FormDialogActions form="reply-template-form" submit="Save template" saving={save.isPending} leave="Back" onLeave={onDone} />
    </form>
  );
}

export function ReplyTemplatesDialog({ onClose }: { onClose: () => void }) {
  const templates = useQuery(replyTemplatesQuery());
  // null: the list; 'new' or a template: the form.
  const [editing, setEditing] = useState<ReplyTemplateJson | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (template: ReplyTemplateJson) => apiSend('DELETE', `/api/reply-templates/${template.id}`),
    onSuccess: (_, template) => {
      toast.success(`Template deleted: ${template.name}`);
      void refreshTemplates();
    },
    onError: (error) => toast.error('Template not deleted', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  return (
    <Dialog open onClose={onClose} title="Reply templates" className="max-w-2xl">
      {editing ? (
        <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          {templates.isPending ? (
            <p className="text-slate-600">Loading</p>
          ) : (templates.data ?? []).length === 0 ? (
            <p className="text-slate-600">No templates yet.</p>
          ) : (
            <ul className="space-y-3" aria-label="Reply templates">
              {templates.data?.map((template) => (
                <li key={template.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{template.name}</p>
                    <p className="truncate text-sm text-slate-600">{template.subject}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => setEditing(template)}
                      aria-label={`Edit template ${template.name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn-secondary text-red-700"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(template)}
                      aria-label={`Delete template ${template.name}`}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <DialogActions>
            <button type="button" className="btn-secondary" onClick={onClose}>
              Close
            </button>
            <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
              Add template
            </button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
