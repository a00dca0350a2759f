import { useQuery } from "@tanstack/react-query";
import type { OutboxEntry } from "../../../../domain/contracts/messaging";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";

export const devOutboxQueryKey = ["/api/dev/outbox"] as const;

const statusTone = { sent: "text-green-800", queued: "text-amber-800", failed: "text-red-700" } as const;

/** Developers' view of the latest 50 text messages and e-mails (404 in production). */
export function DevOutboxList() {
  const outbox = useQuery<OutboxEntry[]>({ queryKey: devOutboxQueryKey, staleTime: 0 });
  const notFound = outbox.error instanceof Error && outbox.error.message.startsWith("404");
  return (
    <Card aria-labelledby="dev-outbox-title">
      <CardHeader
        id="dev-outbox-title"
        title="Outbox"
        description="The latest 50 text messages and e-mails, newest first. Without Twilio or SMTP settings they stay here."
        action={
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            Refresh
          </Button>
        }
      />
      <CardBody>
        {outbox.isLoading ? (
          <Spinner label="Loading the outbox" />
        ) : notFound ? (
          <p role="alert" className="text-sm text-slate-700">
            The outbox is not available here.
          </p>
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't load the outbox. Please refresh the page.
          </p>
        ) : (outbox.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No messages yet.</p>
        ) : (
          <ul aria-label="Outbox messages" className="divide-y divide-slate-100">
            {outbox.data!.map((message) => (
              <li key={message.id} className="grid gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge>{message.channel === "sms" ? "SMS" : "E-mail"}</Badge>
                  <span className="font-medium break-all">{message.to}</span>
                  <span className={`font-medium ${statusTone[message.status]}`}>{message.status}</span>
                  {message.transport && <span className="text-slate-600">via {message.transport}</span>}
                  <span className="text-slate-600">{new Date(message.createdAt).toLocaleString()}</span>
                </div>
                {message.subject && <p className="text-sm font-medium break-words">{message.subject}</p>}
                {message.replyTo && <p className="text-xs text-slate-600">Reply-To: {message.replyTo}</p>}
                <p className="text-sm break-words whitespace-pre-line text-slate-800">{message.body}</p>
                {message.lastError && <p className="text-xs text-red-700">Last error: {message.lastError}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
