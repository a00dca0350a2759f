import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { User } from "../../../../domain/contracts/auth";
import {
  MAX_SUGGESTION_TEXT,
  MAX_SUGGESTION_TITLE,
  SUGGESTION_EMAIL_MISSING,
  SUGGESTION_EMAIL_TITLE,
  SUGGESTION_MISSING,
  SUGGESTION_MISSING_TITLE,
} from "../../../../domain/contracts/messaging";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSendSuggestion } from "../api/send-suggestion";

/** 'Make App Better' (spec §2 Account): the suggestion form, for Premium and family users only; the anchor is #suggestions. */
export function SuggestionCard({ user }: { user: User }) {
  const [title, setTitle] = useState("");
  const [suggestion, setSuggestion] = useState("");
  const send = useSendSuggestion();
  const ids = { title: useId(), text: useId(), counter: useId() };
  if (!user.hasPremiumAccess) return null;

  const blank = title.trim() === "" || suggestion.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      toast({ title: SUGGESTION_MISSING_TITLE, description: SUGGESTION_MISSING, variant: "destructive" });
      return;
    }
    if (!user.email) {
      toast({ title: SUGGESTION_EMAIL_TITLE, description: SUGGESTION_EMAIL_MISSING, variant: "destructive" });
      return;
    }
    send.mutate(
      { title: title.trim(), suggestion: suggestion.trim(), userEmail: user.email },
      {
        onSuccess: () => {
          toast({ title: "Suggestion Sent!", description: "Thank you! We'll reply within 2-3 business days." });
          setTitle("");
          setSuggestion("");
        },
        onError: (error) =>
          toast({
            title: "Failed to Send Suggestion",
            description: errorMessage(error, "There was an error sending your suggestion."),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Card id="suggestions" aria-labelledby="suggestions-title" className="scroll-mt-4">
      <CardHeader
        id="suggestions-title"
        title="Make App Better"
        description="Tell us what would make PennyCart better for you. We reply within 2-3 business days."
      />
      <CardBody>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <label htmlFor={ids.title} className="text-sm font-medium text-slate-800">
              Title
            </label>
            <input
              id={ids.title}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={MAX_SUGGESTION_TITLE}
              placeholder="A short summary of your idea"
              className="h-10 rounded-md border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none sm:text-sm"
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.text} className="text-sm font-medium text-slate-800">
              Description
            </label>
            <textarea
              id={ids.text}
              rows={5}
              value={suggestion}
              onChange={(event) => setSuggestion(event.target.value)}
              maxLength={MAX_SUGGESTION_TEXT}
              aria-describedby={ids.counter}
              placeholder="What would you like to see, and how would it help you?"
              className="rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none sm:text-sm"
            />
            <p id={ids.counter} className="text-xs text-slate-600" aria-live="polite">
              {suggestion.length}/{MAX_SUGGESTION_TEXT} characters
            </p>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={blank || send.isPending}>
              <Send className="size-4" aria-hidden />
              {send.isPending ? "Sending..." : "Send Suggestion"}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
