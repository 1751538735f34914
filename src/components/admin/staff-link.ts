// The e-mailed links of staff accounts open the admin at `/admin/#invite=<secret>` or
// `/admin/#reset=<secret>`: a fragment, so the secret never reaches a server log or a Referer.
export interface StaffLink {
  kind: 'invite' | 'reset';
  token: string;
}

/** The link in an address's fragment, if it carries one. */
export function readStaffLink(hash: string): StaffLink | null {
  const match = /^#(invite|reset)=([A-Za-z0-9_-]{1,200})$/.exec(hash);
  return match ? { kind: match[1] as StaffLink['kind'], token: match[2]! } : null;
}

/** Drops the fragment from the address (after the link was used or set aside), keeping the page. */
export function clearStaffLink(): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
