// Which numbers a text may go to (issue 27 item 4): the operator's countries, named in the refusal, and never a number
// whose type costs the sender more than a text or reaches no person.
import { describe, expect, it } from "vitest";
import { toE164 } from "./messaging.service";

const refusal = (phoneNumber: string, countries?: readonly string[]) => {
  try {
    toE164(phoneNumber, countries);
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
  return null;
};

describe("toE164", () => {
  it("answers a number of the operator's countries in E.164, a US one without its country code", () => {
    expect(toE164("(412) 555-0100")).toBe("+14125550100");
    expect(toE164("+1 416 555 0199", ["CA"])).toBe("+14165550199");
  });

  it("names the countries texts may go to, by default the United States and Canada", () => {
    const message = (countries: string) => `Texts can only go to numbers in ${countries}.`;
    expect(refusal("+44 20 7946 0018")).toEqual({ status: 400, message: message("the United States and Canada") });
    expect(refusal("+44 20 7946 0018", ["US"])).toEqual({ status: 400, message: message("the United States") });
    expect(refusal("+44 20 7946 0018", ["CA"])).toEqual({ status: 400, message: message("Canada") });
    expect(refusal("+44 20 7946 0018", ["US", "CA", "MX"])).toEqual({
      status: 400,
      message: message("the United States, Canada and Mexico"),
    });
  });

  it.each([
    ["+1 246 449 5043", "BB", "a company switchboard number"],
    ["+1 268 406 4421", "AG", "a pager number"],
    ["+1 868 619 8673", "TT", "a voicemail access number"],
    ["+33 8 21 34 33 93", "FR", "a shared-cost number"],
    ["+1 900 254 5009", "US", "a premium-rate number"],
    ["+1 525 629 3068", "US", "a personal forwarding number"],
  ])("refuses %s (%s): %s", (phoneNumber, country, kind) => {
    const answer = refusal(phoneNumber, [country]);
    expect(answer).toEqual({
      status: 400,
      message: expect.stringMatching(new RegExp(`^\\+.* is ${kind}: PennyCart does not text such numbers\\.$`)),
    });
  });
});
