import { Receipt } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";

/** The way in from the comparison: a receipt turns every price on it into a price seen at that store. */
export function ContributePricesCard() {
  return (
    <Card aria-labelledby="contribute-title">
      <CardHeader
        id="contribute-title"
        title="Shopped today?"
        description="Add your receipt: its prices show in your comparison at once, as seen at that store on that day."
      />
      <CardBody className="flex flex-wrap gap-3">
        <a href="/receipts" className={buttonClass("primary", "lg", "min-h-11")}>
          <Receipt className="size-5" aria-hidden />
          Add a receipt
        </a>
      </CardBody>
    </Card>
  );
}
