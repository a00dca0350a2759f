import { RotateCcw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useResumeSubscription } from "../api/resume-subscription";
import { formatDate } from "../lib/format-date";

/**
 * Turns renewal back on for a subscription cancelled at its period end: nothing is charged now (issue 28).
 * `onPlanChanged` lets the page read the user's plan again: after a resume, and after a refusal (review R19: a
 * subscription the provider ended is no longer offered a resume once the plan is read again).
 */
export function ResumePremiumButton({ onPlanChanged }: { onPlanChanged: () => void }) {
  const resume = useResumeSubscription();

  const onClick = () =>
    resume.mutate(undefined, {
      onSuccess: (state) => {
        const renews = formatDate(state.subscriptionCurrentPeriodEnd);
        toast({
          title: "Premium Resumed",
          description: renews
            ? `Your subscription renews on ${renews}. Nothing is charged before then.`
            : "Your subscription renews again. Nothing is charged before your paid period ends.",
        });
        onPlanChanged();
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: errorMessage(error, "Failed to resume subscription. Please try again."),
          variant: "destructive",
        });
        onPlanChanged();
      },
    });

  return (
    <Button onClick={onClick} disabled={resume.isPending}>
      <RotateCcw className="size-4" aria-hidden />
      {resume.isPending ? "Resuming..." : "Resume Premium"}
    </Button>
  );
}
