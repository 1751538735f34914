// A reply from the admin on the lead's timeline: who sent it and when, its subject, how its
// delivery stands (as the inbox shows an inquiry's e-mail: attempts, the next retry, "Send again"),
// and the text itself behind a disclosure.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { InquiryReplyJsonSchema } from '~/src/lib/api/responses';
import type { InquiryReplyJson } from '~/src/lib/api/types';
import { formatDateTime } from '~/src/lib/format';
import { refreshLead } from '../refresh-lead';

function DeliveryState({ reply }: { reply: InquiryReplyJson }) {
  switch (reply.sendState) {
    case 'sent':
      return <span className="text-green-800">Delivered {reply.sentAt ? formatDateTime(reply.sentAt) : ''}</span>;
    case 'failed':
      return (
        <span className="font-medium text-red-700" title={reply.sendLastError ?? undefined}>
          Not delivered
          <span className="font-normal text-slate-600">
            {' '}
            · {reply.sendAttempts} {reply.sendAttempts === 1 ? 'attempt' : 'attempts'}
            {reply.sendNextAt ? `, retrying ${formatDateTime(reply.sendNextAt)}` : ', retries stopped'}
          </span>
        </span>
      );
    default:
      return <span className="text-slate-600">Sending</span>;
  }
}

export function ReplyEntry({ reply }: { reply: InquiryReplyJson }) {
  const sendAgain = useMutation({
    mutationFn: () =>
      apiSend('PUT', `/api/contact-submissions/${reply.inquiryId}/replies/${reply.id}/send`, undefined, InquiryReplyJsonSchema),
    onSuccess: (sent) => {
      if (sent.sendState === 'sent') toast.success('Reply sent');
      else toast.error('Reply not delivered', { description: sent.sendLastError ?? 'Please try again later.' });
      void refreshLead(reply.inquiryId);
    },
    onError: (error) => toast.error('Reply not delivered', { description: errorMessage(error) ?? 'Please try again later.' }),
  });
  return (
    <li className="rounded-md border border-slate-200 p-2" data-testid="reply-entry">
      <span className="text-slate-500">
        {formatDateTime(reply.createdAt)} · {reply.author}:
      </span>{' '}
      Replied by e-mail: <span className="font-medium">{reply.subject}</span> · <DeliveryState reply={reply} />
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700">Show the reply to {reply.toEmail}</summary>
        <p className="mt-1 whitespace-pre-line">{reply.body}</p>
      </details>
      {reply.sendState === 'failed' && (
        <button type="button" className="btn-secondary mt-2" disabled={sendAgain.isPending} onClick={() => sendAgain.mutate()}>
          Send again
        </button>
      )}
    </li>
  );
}
