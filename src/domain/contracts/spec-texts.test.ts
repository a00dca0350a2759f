import { describe, expect, it } from "vitest";
import { FILL_IN_ALL_FIELDS, INVALID_EMAIL } from "./family";
import {
  PHONE_INVALID,
  PHONE_REQUIRED,
  PHONE_REQUIRED_DETAIL,
  SUGGESTION_EMAIL_MISSING,
  SUGGESTION_EMAIL_TITLE,
  SUGGESTION_MISSING,
  SUGGESTION_MISSING_TITLE,
} from "./messaging";
import { EMPTY_ORDER_MESSAGE, NO_STORES_MESSAGE } from "./recurring-orders";
import { DEFAULT_SHARED_LIST_TITLE } from "./sharing";

// The product specification gives these texts word for word; screens and server answers use the constants.
describe("texts the specification fixes", () => {
  it("are the spec's words", () => {
    expect({
      FILL_IN_ALL_FIELDS,
      INVALID_EMAIL,
      PHONE_REQUIRED,
      PHONE_REQUIRED_DETAIL,
      PHONE_INVALID,
      SUGGESTION_MISSING_TITLE,
      SUGGESTION_MISSING,
      SUGGESTION_EMAIL_TITLE,
      SUGGESTION_EMAIL_MISSING,
      EMPTY_ORDER_MESSAGE,
      NO_STORES_MESSAGE,
      DEFAULT_SHARED_LIST_TITLE,
    }).toEqual({
      FILL_IN_ALL_FIELDS: "Please fill in all fields",
      INVALID_EMAIL: "Please enter a valid email address",
      PHONE_REQUIRED: "Phone Number Required",
      PHONE_REQUIRED_DETAIL: "Please enter a phone number to send the SMS.",
      PHONE_INVALID: "Please enter a valid phone number",
      SUGGESTION_MISSING_TITLE: "Missing Information",
      SUGGESTION_MISSING: "Please provide both a title and description for your suggestion.",
      SUGGESTION_EMAIL_TITLE: "Email Required",
      SUGGESTION_EMAIL_MISSING: "We need your email to respond to your suggestion.",
      EMPTY_ORDER_MESSAGE: "Cart is empty",
      NO_STORES_MESSAGE: "No stores selected for transfer",
      DEFAULT_SHARED_LIST_TITLE: "My Grocery List",
    });
  });
});
