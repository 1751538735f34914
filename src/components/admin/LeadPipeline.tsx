// An inquiry's place in the leasing pipeline, inside its dialog: the stage (Lost asks why),
// internal notes, and the lead's timeline: stage changes, notes, the first reply and every reply
// sent from the admin, in the order they happened.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { inquiryHistoryQuery, inquiryRepliesQuery } from '~/src/lib/api/queries';
import { InquiryJsonSchema } from '~/src/lib/api/responses';
import type { InquiryEventJson, InquiryJson, InquiryReplyJson } from '~/src/lib/api/types';
import { formatDateTime } from '~/src/lib/format';
import { formatAge } from '~/src/lib/lead-response';
import {
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  LeadNoteSchema,
  LeadStageChangeSchema,
  type LeadNote,
  type LeadNoteInput,
  type LeadStageChange,
  type LeadStageChangeInput,
} from '~/src/lib/schemas/lead';
import { FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { ReplyEntry } from './inquiries/ReplyEntry';
import { refreshLead } from './refresh-lead';

type TimelineItem = { kind: 'event'; at: string; event: InquiryEventJson } | { kind: 'reply'; at: string; reply: InquiryReplyJson };

/** History lines and replies, oldest first (a reply before the history line its first one wrote). */
function timeline(history: InquiryEventJson[], replies: InquiryReplyJson[]): TimelineItem[] {
  const items: TimelineItem[] = [
    ...replies.map((reply) => ({ kind: 'reply' as const, at: reply.createdAt, reply })),
    ...history.map((event) => ({ kind: 'event' as const, at: event.createdAt, event })),
  ];
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function describeEvent(event: InquiryEventJson): string {
  const stage = (from: InquiryEventJson['fromStage'], to: InquiryEventJson['toStage']) =>
    from && to && from !== to ? `${LEAD_STAGE_LABELS[from]} → ${LEAD_STAGE_LABELS[to]}` : '';
  switch (event.kind) {
    case 'note':
      return event.note ?? '';
    case 'tour':
      return [event.note, stage(event.fromStage, event.toStage)].filter(Boolean).join(' · ');
    case 'assign':
      return event.note ?? '';
    case 'reply':
      return ['Replied by e-mail (first response)', stage(event.fromStage, event.toStage)].filter(Boolean).join(' · ');
    case 'stage':
      return [stage(event.fromStage, event.toStage) || `${LEAD_STAGE_LABELS[event.toStage ?? 'lost']} (reason changed)`, event.note]
        .filter(Boolean)
        .join(' · ');
  }
}

function StageForm({ inquiry }: { inquiry: InquiryJson }) {
  const form = useForm<LeadStageChangeInput, unknown, LeadStageChange>({
    resolver: zodResolver(LeadStageChangeSchema),
    values: { stage: inquiry.stage, lostReason: inquiry.lostReason ?? '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const stage = useWatch({ control, name: 'stage' });
  const save = useMutation({
    mutationFn: (change: LeadStageChange) => apiSend('PUT', `/api/contact-submissions/${inquiry.id}/stage`, change, InquiryJsonSchema),
    onSuccess: (updated) => {
      toast.success(`Stage: ${LEAD_STAGE_LABELS[updated.stage]}`);
      void refreshLead(inquiry.id);
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Stage not changed', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  return (
    <form onSubmit={handleSubmit((change) => save.mutate(change))} noValidate className="flex flex-wrap items-end gap-3">
      <FormField id="lead-stage" label="Stage" error={formState.errors.stage?.message}>
        {(control) => (
          <select {...control} {...register('stage')}>
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {LEAD_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {stage === 'lost' && (
        <div className="min-w-60 flex-1">
          <FormField
            id="lead-lost-reason"
            label="Why was it lost?"
            required
            error={formState.errors.lostReason?.message}
            {...register('lostReason')}
          />
        </div>
      )}
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save stage'}
      </button>
    </form>
  );
}

function NoteForm({ inquiryId }: { inquiryId: number }) {
  const form = useForm<LeadNoteInput, unknown, LeadNote>({ resolver: zodResolver(LeadNoteSchema), defaultValues: { note: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const add = useMutation({
    mutationFn: (data: LeadNote) => apiSend('POST', `/api/contact-submissions/${inquiryId}/notes`, data),
    onSuccess: () => {
      reset();
      toast.success('Note added');
      void refreshLead(inquiryId);
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Note not added', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  return (
    <form onSubmit={handleSubmit((data) => add.mutate(data))} noValidate className="space-y-2">
      <FormField id="lead-note" label="Internal note (only the leasing team sees it)" error={formState.errors.note?.message}>
        {(control) => <textarea {...control} rows={2} {...register('note')} />}
      </FormField>
      <button type="submit" className="btn-secondary" disabled={add.isPending}>
        {add.isPending ? 'Saving...' : 'Add note'}
      </button>
    </form>
  );
}

const REPLY_POLL_MS = 2_000;

export function LeadPipeline({ inquiry, now }: { inquiry: InquiryJson; now: number }) {
  const { data: history = [], isPending } = useQuery(inquiryHistoryQuery(inquiry.id));
  // A reply still sending may be in the scheduled retry's hands (it can claim a new reply before
  // the request that stored it does): ask again until every reply has an outcome.
  const { data: replies = [], isPending: isRepliesPending } = useQuery({
    ...inquiryRepliesQuery(inquiry.id),
    refetchInterval: (query) =>
      query.state.data?.some((reply) => reply.sendState === 'pending' || reply.sendState === 'sending') ? REPLY_POLL_MS : false,
  });
  const items = timeline(history, replies);
  return (
    <section className="mt-6 space-y-4 border-t border-slate-200 pt-4" aria-labelledby="lead-pipeline-heading">
      <h3 id="lead-pipeline-heading" className="font-semibold">
        Pipeline
      </h3>
      <p className="text-sm text-slate-600">
        {inquiry.firstResponseAt
          ? `First response ${formatDateTime(inquiry.firstResponseAt)}, ${formatAge(inquiry.createdAt, new Date(inquiry.firstResponseAt).getTime())} after it arrived.`
          : `No response yet: it arrived ${formatAge(inquiry.createdAt, now)} ago.`}
      </p>
      <StageForm inquiry={inquiry} />
      <NoteForm inquiryId={inquiry.id} />
      <div>
        <h4 className="text-sm font-medium text-slate-600">History</h4>
        {isPending || isRepliesPending ? (
          <p className="text-sm text-slate-600">Loading</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing yet.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm" aria-label="History">
            {items.map((item) =>
              item.kind === 'reply' ? (
                <ReplyEntry key={`reply-${item.reply.id}`} reply={item.reply} />
              ) : (
                <li key={item.event.id} className="whitespace-pre-line">
                  <span className="text-slate-500">
                    {formatDateTime(item.event.createdAt)} · {item.event.author}:
                  </span>{' '}
                  {describeEvent(item.event)}
                </li>
              ),
            )}
          </ol>
        )}
      </div>
    </section>
  );
}
