import { z } from "zod";

// Spec §5 "Add family member" texts, shown by the dialog and sent by the server as `{ message }`.
export const FILL_IN_ALL_FIELDS = "Please fill in all fields";
export const INVALID_EMAIL = "Please enter a valid email address";
export const ALREADY_A_MEMBER = "That e-mail is already a family member";
export const MEMBER_NOT_FOUND = "Family member not found";

export const MAX_MEMBER_NAME = 100;
export const MAX_MEMBER_EMAIL = 254;

/** Spec §5: text, '@', text, '.', text (no spaces, one '@'). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function requiredField(label: string, max: number) {
  return z
    .string({ error: FILL_IN_ALL_FIELDS })
    .trim()
    .pipe(
      z
        .string()
        .min(1, FILL_IN_ALL_FIELDS)
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => !CONTROL.test(value), `${label} cannot contain control characters`),
    );
}

/** POST /api/admin/family-members, and the Add Family Member dialog. Both fields are trimmed. */
export const addFamilyMemberSchema = z.object({
  name: requiredField("Name", MAX_MEMBER_NAME),
  email: requiredField("Email", MAX_MEMBER_EMAIL).pipe(z.string().regex(SIMPLE_EMAIL, INVALID_EMAIL)),
});
export type AddFamilyMemberInput = z.input<typeof addFamilyMemberSchema>;

/**
 * The first message of a failed check, in the order the dialog reads: a blank field before a bad
 * e-mail, so 'Please fill in all fields' wins whenever anything is missing.
 */
export function firstFamilyMemberProblem(input: unknown): string | null {
  const result = addFamilyMemberSchema.safeParse(input);
  if (result.success) return null;
  const messages = result.error.issues.map((issue) => issue.message);
  return messages.includes(FILL_IN_ALL_FIELDS) ? FILL_IN_ALL_FIELDS : (messages[0] ?? FILL_IN_ALL_FIELDS);
}

export const familyMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Null for grants older than the list ('Unknown date'). */
  addedAt: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export const familyMemberListSchema = z.array(familyMemberSchema);

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum([
    "family_member.added",
    "family_member.removed",
    "price_report.approved",
    "price_report.rejected",
    "receipt.photo_viewed",
    "receipt.photo_refused",
  ]),
  adminEmail: z.string(),
  subjectName: z.string(),
  subjectEmail: z.string(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListSchema = z.array(adminAuditEntrySchema);
