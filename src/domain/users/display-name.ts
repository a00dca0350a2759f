type NamedUser = { firstName: string | null; lastName: string | null; email: string | null };

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== "";

/** Header label: first name, else e-mail, else 'User' (spec §2 Header). */
export function headerName(user: NamedUser): string {
  if (present(user.firstName)) return user.firstName;
  if (present(user.email)) return user.email;
  return "User";
}

/** Account display name: first and last name, else first name, else e-mail, else 'User' (spec §2 Account). */
export function displayName(user: NamedUser): string {
  if (present(user.firstName) && present(user.lastName)) return `${user.firstName} ${user.lastName}`;
  return headerName(user);
}

/** Up to two initials for the avatar fallback. */
export function initials(user: NamedUser): string {
  const letters = [user.firstName, user.lastName]
    .filter(present)
    .map((part) => part.trim()[0]!.toUpperCase())
    .join("");
  if (letters) return letters;
  if (present(user.email)) return user.email[0]!.toUpperCase();
  return "U";
}
