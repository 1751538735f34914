// What each operation does, beyond its schemas: the prose of its row in the API reference's
// former route table, now served in the OpenAPI document (./document.ts) as the operation's
// description, so routes and fields are written once and their behaviour beside them.
export const DESCRIPTIONS: Record<string, string> = {
  'GET /api/auth/me': '`{ authenticated: false }` or `{ authenticated: true, userId, user: { id, username, role } }`',
  'POST /api/auth/login':
    'Body: `{ username, password }`. `{ authenticated, userId, token, user }` and the session cookie; 401 `Invalid username or password`; 403 `Admins of this team sign in with a passkey. …` with `passkeyRequired: true` for an admin while the team requires passkeys (decision 080), the attempt counted as a failed one; 429 (with `Retry-After`) beyond 5 attempts per username and address in 15 min, or 20 per username from addresses it has not signed in from (decision 009; an IPv6 address counts as its /64)',
  'POST /api/auth/logout': '`{ success: true }`; revokes the session and clears the cookie',
  'POST /api/auth/password':
    'Body: `{ currentPassword, newPassword }` (12+ characters, at most 72 bytes). `{ success: true }`; every other session of the admin ends; 400 `Current password is incorrect`; 429 `Too many wrong current passwords. Please wait a few minutes and try again.` (with `Retry-After`) beyond 5 checks per account in 15 min, from any address (decision 009)',
  'POST /api/auth/logout-everywhere': '`{ success: true, signedOut }`; every session of the admin ends, this one included',
  'PUT /api/auth/profile':
    "Body: `{ name, email }` (email may be null). `{ user }`: one's own name and e-mail (stored lower case), any role; 409 `Another account already uses this e-mail address`",
  'POST /api/auth/password-reset':
    'Body: `{ email }`. Always `{ success: true, message }`, account or not; an active account gets a single-use link `${URL}/admin/#reset=<secret>` valid 1 hour (at most 3 mails per account an hour, silently); 429 beyond 10 requests per address an hour',
  'POST /api/auth/password-reset/confirm':
    'Body: `{ token, password }` (12+ characters). `{ success: true }`, and `passkeyRegistration` (creation options, valid 15 minutes, for `POST /api/passkeys/recovery`) when the team requires a passkey of the person (decision 080); one statement uses the link, sets the password and ends every session of the account; 400 `This password reset link has expired or was already used. …`; 429 (with `Retry-After`) beyond 5 attempts per address in 15 min, counted before the link is looked at; a success clears the count (decision 009)',
  'POST /api/auth/password-reset/check':
    'Body: `{ token }`. `{ usable }`: whether the reset link still works (not used, not expired), for the screen it opens before the form is filled in; looks only, never uses the link, and tells nothing of whose it is. A POST so the secret stays out of addresses and logs. 429 (with `Retry-After`) beyond 30 checks per address in 15 min, counted apart from the attempts of `/confirm` and never cleared',
  'GET /api/passkeys':
    "`{ passkeys: [{ id, name, createdAt, lastUsedAt }] }`: the signed-in person's own passkeys, newest first (decision 080); never the key",
  'POST /api/passkeys':
    'Body: `{ name, response }` (`response`: what `@simplewebauthn/browser` `startRegistration` answered to the options below). 201 `{ passkey }`; **400** `This passkey request has expired or was already used. …` for a challenge that is unknown, spent, past its 5 minutes, issued to someone else or for another origin (the challenge is spent either way), **400** `This passkey was not accepted. …` when the answer does not verify (another origin or RP ID, a bad attestation); 409 for a passkey already registered. Activity: `passkey.register`',
  'POST /api/passkeys/registration-options':
    "Any staff member. The WebAuthn creation options for the site the request came to (RP ID: its host name; origin: its origin), with a new single-use challenge valid 5 minutes; a discoverable credential, the person's existing passkeys excluded",
  'POST /api/passkeys/recovery':
    'Body: `{ name, response }`, answering the `passkeyRegistration` options a password reset gave (the team requires a passkey of the person). Like sign-in: `{ authenticated, userId, token, user }` and the cookie; the challenge is single-use and valid 15 minutes; 400 as for `POST /api/passkeys`. Activity: `account.sign-in`, detail `with a new passkey, after a password reset`',
  'POST /api/passkeys/sign-in-options':
    'The WebAuthn request options for the site the request came to, with a new single-use challenge valid 5 minutes; no credential is named (the browser offers the passkeys it holds for the site); 403 when posted from another site',
  'POST /api/passkeys/sign-in':
    "Body: `{ response }` (what `startAuthentication` answered). Like sign-in: `{ authenticated, userId, token, user }` and the cookie (a session as a password's, decision 003); **400** `This passkey request has expired or was already used. …` (one `DELETE … RETURNING` takes the challenge: a replay, or the same answer twice at once, finds it gone); **401** `This passkey is not registered for any account here …` (removed, unknown, or a deactivated person's) or `This passkey was not accepted. …` (another origin or RP ID, a bad signature); 429 (with `Retry-After`) beyond 5 attempts per address in 15 min, counted before anything is checked and cleared by a success; a failure for a known account also counts against its password attempts from the address (decision 009). Activity: `account.sign-in`, detail `with a passkey`",
  'DELETE /api/passkeys/:id':
    "`{ success: true }`; the passkey signs no one in from now on; 404 for another person's or an unknown id. Activity: `passkey.remove`",
  'GET /api/users':
    'Admin role only (an agent gets 403 `Only an admin can manage users`, on every `/api/users` route): `{ users: [{ id, username, name, email, role, active, createdAt }], invitations: [{ id, email, role, expiresAt, invitedBy }] }` (pending ones)',
  'POST /api/users/invitations':
    "Body: `{ email, role }` (`admin` or `agent`). 201 `{ id, email, role, expiresAt, invitedBy }`; e-mails a single-use link `${URL}/admin/#invite=<secret>` valid 72 hours and withdraws the address's older pending invitation; 409 `<email> already has an active account`; 503 if the e-mail could not be sent (nothing kept)",
  'DELETE /api/users/invitations/:id': '`{ success: true }`; the link stops working; 404 when already used or withdrawn',
  'PUT /api/users/:id':
    "Body: `{ role?, active? }`. The account as listed; deactivating ends its sessions at once; 409 for one's own account (deactivate or demote) or when it would leave no active admin (checked in the same statement)",
  'POST /api/invitations/accept':
    "Body: `{ token, name, password }` (12+ characters). 201, like sign-in: `{ authenticated, userId, token, user }` and the cookie; one statement uses the link and creates the account (username = e-mail, the invitation's role); 400 `This invitation link has expired or was already used. …`; 429 (with `Retry-After`) beyond 5 attempts per address in 15 min, as for a reset link; 409 if another account has the address",
  'POST /api/invitations/check':
    'Body: `{ token }`. `{ usable }`: whether the invitation link still works (not used, withdrawn or expired), as `POST /api/auth/password-reset/check` does for a reset link: looks only, tells nothing of whose it is, 429 beyond 30 checks per address in 15 min',
  'GET /availability/results':
    "Body: query: `type`, `building`, `min`, `max`, `sort` (as /availability's address). The /availability filter form's answer without JavaScript (decision 024): the matching available spaces as the island draws them (`AvailabilityView`, rendered to a string) inside the site's layout, each linking to its listing (decision 079)",
  'GET /api/properties': 'all units, by building name then unit number',
  'GET /api/properties/featured': 'featured units, available first',
  'GET /api/properties/:id': 'one unit; 404',
  'POST /api/properties':
    'Body: unit fields (below). 201 the unit; 400 with the messages of docs/PRODUCT.md §5; 400 when the building does not exist',
  'PUT /api/properties/:id':
    'Body: unit fields (whole unit), optional `version`. the unit (its `version` + 1); 404; **409** when `version` is older than the stored one (below)',
  'DELETE /api/properties/:id': '`{ success, id }`; the unit goes to the Trash (photos kept until it is deleted for good); 404 once there',
  'GET /api/buildings': 'all buildings, by name',
  'GET /api/buildings/:id': 'one building; 404',
  'POST /api/buildings': 'Body: building fields (below). 201 the building',
  'PUT /api/buildings/:id':
    'Body: building fields (whole building), optional `version`. the building (its `version` + 1); 404; **409** when `version` is older than the stored one (below)',
  'DELETE /api/buildings/:id': '`{ success, id }`; to the Trash; **409** while it has live units (message says how many)',
  'GET /api/gallery':
    'gallery images, featured first; `?featured=true` for featured only (`false`, empty or none: all); 400 `featured must be true or false` for any other value',
  'POST /api/gallery':
    'Body: multipart: repeated `images`, `description_{i}`, `category_{i}`, `featured_{i}` (`true`/`false`). 201 the created images; each file may have `alt_{i}`, its alt text (left out: none yet; sent blank: 400 `Alt text is required: say what the photo shows`, decision 035)',
  'PUT /api/gallery/:id':
    'Body: `{ featured: boolean }`, or `{ alt?, description? }` (or all three), and `version?`. the image; fields left out stay as they are, a blank `description` clears the caption, a blank `alt` is 400 `Alt text is required: say what the photo shows`, a body with none of the three 400 `featured must be true or false`; its `version` + 1; **409** when `version` is older than the stored one (below)',
  'DELETE /api/gallery/:id': '`{ success, id }`; to the Trash (the blob stays until it is deleted for good)',
  'POST /api/upload': 'Body: multipart: repeated `images`. 201 `{ filenames }` in upload order',
  'POST /api/upload/floor-plan':
    'Body: multipart: one `file` (a PDF or an image, up to 10MB). 201 `{ filename }`: a PDF stored as sent (`<uuid>.pdf`), an image as a photo (decision 025)',
  'GET /api/image/:key':
    'the bytes, `ETag`, `Cache-Control: public, max-age=31536000, immutable`; with `Accept: application/json`, `{ data: "data:<type>;base64,..." }`; 404 for unknown or malformed keys',
  'GET /api/contact-submissions/form-token': '`{ token }`: the form\'s signed "shown at" (decision 010)',
  'POST /api/contact-submissions':
    "Body: `{ firstName, lastName, email, company?, listing?, message, tour?, tourSlots?, website?, formToken?, utmSource?, utmMedium?, utmCampaign?, referrerHost? }`. 201 `{ success, id }` (with `tourSlots`, up to 3 bookable ISO starts, the lead is 'tour-requested'; `tour: true`, the form's box, with no slot: 400 on `tourSlots`); **409** `{ message, formToken }` without a valid `formToken` (missing, forged, expired): nothing stored, sent again with that confirm token it is taken, once (decision 024); 429 (with `Retry-After`) beyond 5 in 10 min from one address; database unreachable: 201 `{ success: true, id: null }`, stored later (decision 017), or **503** if Blobs fails too",
  'GET /api/contact-submissions':
    'the inbox, newest first: flagged inquiries left out (`?spam=only` lists them with `spamReason`, `?spam=include` everything); `?source=` (loopnet, search, social, email, referral, direct) only the leads of that channel (400 `source must be one of …` otherwise; works with `limit`/`before` too) With `?limit=&before=`: one page of the same view (`spam` as above), newest first: `{ items, total, nextBefore }`; `limit` 1–200, `before` the `nextBefore` of the previous page (null on the last); without `limit`/`before` the answer is the plain list above, unchanged',
  'PUT /api/contact-submissions/:id/not-spam':
    'the inquiry, now in the inbox as new; its held-back e-mail is sent once, however many calls arrive',
  'PUT /api/contact-submissions/:id/notify':
    '"Send again": the inquiry after one immediate attempt at its e-mail (`notifyState` sent or failed); a sent e-mail is never sent twice',
  'PUT /api/contact-submissions/:id/status': 'Body: `{ status: "new" | "read" }`. the inquiry',
  'DELETE /api/contact-submissions/:id': '`{ success, id }`; to the Trash (a due e-mail is still sent)',
  'POST /api/contact-submissions/bulk':
    'Body: `{ action: "mark-read" | "delete" | "not-spam", ids }` (1–500 ids). `{ ids }` changed, in one statement: all or none. **400** `No inquiry with the id <ids> (deleted, or never there). Nothing was changed.` for an id that is not live (and for malformed ids). `delete` puts them in the Trash (Undo: `POST /api/trash/restore`); `not-spam` moves the flagged ones to the inbox as new and sends each held e-mail once, after the answer (`ids`: those released)',
  'POST /api/contact-submissions/export':
    'Body: `{ box: "inbox" | "spam", show?, stage?, overdueOnly?, owner?, source?, searched?, rows }`: the admin\'s inquiry list as filtered (as in its address; `searched` whether a search narrowed it, never its words) and how many rows its CSV holds. `{ success: true }` once the export is recorded as one `export` line, kind `inquiry`, naming who and the view in words (`Inquiries: Inbox (new, searched), 3 rows`), never a visitor\'s name or e-mail; the admin saves its CSV only after this answers. Any staff member (who may read the inquiries may export them); 400 for a bad body, nothing recorded but the refused request',
  'POST /api/contact-submissions/empty-spam':
    '`{ ids }`: every flagged inquiry moved to the Trash in one statement (Undo: `POST /api/trash/restore` with these ids)',
  'PUT /api/contact-submissions/:id/stage':
    'Body: `{ stage, lostReason? }` (stage: new, contacted, tour-scheduled, proposal, signed, lost). the inquiry; the change goes into its history; 400 `Please say why the lead was lost` for lost without a reason; the first move to contacted or later sets `firstResponseAt`',
  'PUT /api/contact-submissions/:id/replied':
    'the inquiry: "Reply via Email" was used; the first sets `firstResponseAt` and moves a new lead to contacted (once, however many calls arrive)',
  'POST /api/contact-submissions/:id/notes': 'Body: `{ note }` (1–2,000 characters). 201 the history line; 400 `Please write a note`',
  'GET /api/contact-submissions/:id/history':
    'stage changes, notes and the first reply, oldest first: `{ id, inquiryId, kind: "stage" | "note" | "reply" | "tour" | "assign", fromStage, toStage, note, author, authorUserId, createdAt }` (author: the name)',
  'GET /api/contact-submissions/:id/replies':
    'the replies sent from the admin, oldest first: `{ id, inquiryId, subject, body, toName, toEmail, author, authorUserId, sendState, sendAttempts, sendLastError, sendNextAt, sentAt, createdAt }` (`sendState` pending, sending, sent or failed); 404 unknown inquiry',
  'POST /api/contact-submissions/:id/replies':
    'Body: `{ subject, body, idempotencyKey }` (subject one line, 1–200 characters; body 1–10,000; `idempotencyKey` a UUID the composer draws once per reply). **201** the reply, stored and sent (its `sendState` says whether the mail server took it; a failure is retried like the inquiry e-mail); **200** the same reply, sent nothing, when its `idempotencyKey` was posted before (fifty at once send once, decision 055); `{{firstName}}`, `{{unit}}` and `{{leasingContact}}` are filled in on the server, any other placeholder is a 400; 400 `Please write a reply`, `Please keep the subject on one line` (a line break would start a mail header), `Please write a subject`, `Please keep the subject under 200 characters`, `Please keep a reply under 10,000 characters`; 404; **409** for an inquiry in Spam, or a known key with other words. The first reply sets `firstResponseAt`, moves a new lead to contacted and writes one history line (`reply`), as `…/replied` does',
  'GET /api/contact-submissions/:id/reply-draft':
    "Body: `?template=` (a template's id). `{ subject, body }`: the template with its placeholders filled in for this inquiry (what the composer shows to edit); 404 unknown inquiry or template; 409 in Spam",
  'PUT /api/contact-submissions/:id/replies/:replyId/send':
    '"Send again": the reply after one immediate attempt at its e-mail; a sent reply is never sent twice; 404',
  'GET /api/reply-templates': "the team's reply templates by name: `[{ id, name, subject, body, createdAt, updatedAt }]`",
  'POST /api/reply-templates':
    'Body: `{ name, subject, body }` (name 1–80 characters; subject and body as a reply\'s). 201 the template; **403** `Only an admin can edit reply templates` for an agent; 400 for a placeholder other than the three (`Unknown placeholder {{x}}: use {{firstName}}, {{unit}}, {{leasingContact}}`); **409** `A template named "…" exists already` (names are unique whatever their case)',
  'PUT /api/reply-templates/:id': 'Body: the same. the template; 403, 400, 404, 409 as above',
  'DELETE /api/reply-templates/:id': '`{ success, id }`; 403; 404',
  'PUT /api/contact-submissions/:id/tour':
    'Body: `{ start }` (ISO; a bookable slot: 30 min within the published office hours, next 14 days). the inquiry: tour confirmed at `start`, or moved there (`tourSequence` + 1); the visitor and the leasing e-mail get an invitation (`.ics`, METHOD:REQUEST, UID `tour-<id>@southbostoncommerce.com`); the same time again changes and sends nothing; `tourInviteError` says why an invitation did not go out',
  'DELETE /api/contact-submissions/:id/tour':
    'the inquiry: tour cancelled (`tourSequence` + 1, METHOD:CANCEL sent to both); **409** `This inquiry has no confirmed tour to cancel`',
  'POST /api/contact-submissions/:id/tour/invite':
    '"Send again": the invitation for the tour as it stands, same SEQUENCE; **409** when there is no tour',
  'GET /api/contact-submissions/:id/tour/preview':
    'Body: `?start=` (ISO). the invitation a confirmation or move to `start` would send, nothing sent or changed: `{ summary, when, location, recipients }`; 400 with the tour message for a start that is not bookable',
  'PUT /api/contact-submissions/:id/assignee':
    'Body: `{ userId }` (an active staff member\'s id, or `null` to unassign). the inquiry with `assignedUserId`, `assignedAt` and `assignedTo` (`{ id, name }` or null; every inquiry answer has them); a history line `kind: "assign"` names who assigned whom; **400** `That person cannot be given leads: choose an active member of the team` for an unknown or deactivated person; 404 for no such inquiry',
  'GET /api/team-settings':
    "`{ autoAssign, requirePasskeysForAdmins, leadRetentionMonths, assignees: [{ id, name, role }] }`: whether new leads are assigned round-robin among the active agents, whether admins must sign in with a passkey (decision 080), how many months a closed lead (Signed or Lost) keeps the person's details before the daily housekeeping anonymizes it (default 24), and who can be given leads (the active staff, by name)",
  'PUT /api/team-settings':
    'Body: `{ autoAssign?: boolean, requirePasskeysForAdmins?: boolean, leadRetentionMonths?: 1–120 }` (at least one; one left out keeps its value). the same answer; 400 `Keep closed leads between 1 and 120 months`; **403** `Only an admin can change team settings` for an agent. With `autoAssign` on, each new inquiry or tour request (not spam) goes to the active agent whose turn it is (one atomic turn, decision 042); with no active agent it stays unassigned. With `requirePasskeysForAdmins` on, a password alone no longer signs an admin in (decision 080); turning it on answers **409** `Register a passkey for your own account first …` to an admin with no passkey',
  'POST /api/alerts':
    'Body: `{ email, spaceType?, minSquareFootage?, maxSquareFootage?, buildingId?, website?, utmSource?, utmMedium?, utmCampaign?, referrerHost? }`. 201 `{ success }`; stores the alert unconfirmed and e-mails the confirmation link, at most once a day per mailbox (trimmed, lower case, `+tag` dropped): a repeat within the day stores and sends nothing and gets the same 201 (decision 014); 400 with field messages (`The maximum must be at least the minimum`); 429 beyond 5 an hour from one address (IPv6: one /64); 503 when the confirmation e-mail cannot be sent (nothing is kept, so trying again works)',
  'GET /api/alerts/:token/confirm':
    'an HTML page with a "Confirm my alert" button (a link scanner that opens it confirms nothing); 404 page for an unknown token',
  'POST /api/alerts/:token/confirm': 'HTML "Your alert is on"',
  'GET /api/alerts/:token/unsubscribe': 'an HTML page with an "Unsubscribe" button',
  'POST /api/alerts/:token/unsubscribe': 'Body: any (RFC 8058 sends `List-Unsubscribe=One-Click`). HTML "Unsubscribed": no more alerts',
  'GET /api/alerts':
    'the confirmed, active alerts: `[{ id, spaceType, minSquareFootage, maxSquareFootage, buildingId, confirmedAt, lastSentAt }]`, never the addresses',
  'POST /api/listing-views':
    'Body: `{ unitId }` (any content type: `navigator.sendBeacon` sends text/plain). 204; counts one view of a live unit for today (Boston) once per visitor (address, IPv6 /64), unit and day, unless the user agent is a crawler; stores a daily salted hash, never the address (decision 019); 413 `Request body is too large` for a body over 2 KB, unread beyond that',
  'GET /api/dashboard':
    '`{ spamCount, weeks: [{ week, counts: { <stage>: n } }], responseTimes: [{ week, medianHours, answered }], units: [{ unitId, label, views, leads, tours }], vacancy: [{ buildingId, name, availableSquareFeet, leasedSquareFeet }], daysOnMarket: [{ unitId, label, days }], people: [{ userId, name, openLeads, overdue, medianHours }], months: ["YYYY-MM"], sources: [{ month, source, leads, tours, leasedUnits }] }`: `months` the current month (Boston) and the eleven before it; `sources` one row per month and channel with any (`source` a channel, `not-recorded` for leads stored before sources were kept, `no-lead` for a unit leased with no Signed lead naming it): leads by arrival, confirmed tours by the tour\'s month, units leased (available → leased in the status history) by the channel of the latest Signed lead naming the unit that arrived before (decision 054)',
  'GET /api/trash':
    'what is in the Trash, most recently deleted first: `[{ kind, id, label, detail, photo, deletedAt, purgeAt }]`, `kind` one of `unit`, `building`, `gallery-image`, `inquiry`; `purgeAt` is 30 days after `deletedAt`',
  'POST /api/trash/restore':
    'Body: `{ kind, ids }` (1–500 ids). `{ success, kind, ids }`: Undo of a bulk delete or "Empty spam", every record back in one statement, or none: **400** `Not in the Trash (restored already, or never deleted): <ids>. Nothing was restored.`; **409** when a unit\'s building is in the Trash',
  'POST /api/trash/:kind/:id/restore':
    "`{ success, kind, id }`; the record is back as it was (same id, photos); 404 when it is not in the Trash; **409** `This unit's building, <name>, is in the Trash. Restore the building first.`",
  'DELETE /api/trash/:kind/:id':
    '`{ success, kind, id }`; deleted for good, then its photos nothing else names; 404 when not in the Trash; **409** for a building whose units are still in the Trash',
  'GET /api/drafts':
    'every draft (decision 030): `[{ id, kind, entityId, label, data, baseVersion, publishAt, publishError, savedByName, updatedAt, previewPath }]`; `kind` one of `unit`, `building`, `site`; `entityId` null for a unit not yet published; `publishError` why its last publish failed (else null)',
  'POST /api/drafts':
    "Body: `{ kind, entityId?, data, baseVersion?, publishAt?, startedFrom? }`. **201** the draft as above. `data` is validated with the kind's own body (Unit, Building: 400 with `fieldErrors` as a save would); one draft per record (saving again replaces it); `baseVersion` defaults to the record's published version; `publishAt` an ISO time in the future (**400** `Choose a time in the future`), or null; 404 when `entityId` is not a live record. `startedFrom`: the `updatedAt` of the draft the editor started from, or null when they started with none: **409** `<name> saved a draft of <label> at <time> since you opened this form.` when the record's draft is another (checked in the same statement: of fifty saves from one start one is kept); left out, the save replaces any draft ('Overwrite')",
  'GET /api/drafts/:id': 'the draft; 404 once published or discarded',
  'PUT /api/drafts/:id':
    'Body: `{ data?, baseVersion?, publishAt?, startedFrom? }`. the draft, changed; `publishAt: null` unschedules it; a save clears `publishError`; with `startedFrom`, **409** when it was saved again since (as above) or published or discarded since (`The draft you started from was published or discarded since you opened this form.`, not 404)',
  'DELETE /api/drafts/:id': '`{ success, id }`: "Discard draft"; the published record is untouched',
  'POST /api/drafts/:id/publish':
    "`{ kind, entityId, record }`: saved through the record's normal save (its answer, rebuild, alerts) from the draft's `baseVersion`; the draft is gone. **409** when a newer version was published since (the draft stays, with the message as `publishError`) or while another publish of it is under way; other failures (400, 404) also keep the draft with the reason",
  'GET /api/drafts/:id/preview':
    '`Cache-Control: no-store`, `X-Robots-Tag: noindex`. A unit or building draft: `{ draft, unit, building, units, publicPath }`, the records as they would be once published (a new unit has `id` 0 and `publicPath` null); the page `/preview/listing/?draft={id}` renders it. A site content draft: `{ draft, content, pages, publicPath }`, rendered by `/preview/`, `/preview/about/`, `/preview/contact/`, `/preview/privacy/`',
  'GET /api/site-content':
    "the site's own words (decision 032), see Bodies: Site content, with `version` and `updatedAt`; cached at the CDN (tag `site-content`)",
  'PUT /api/site-content':
    'Body: the content (Bodies: Site content), `version?`. the content as GET answers it, at the next `version`; rebuilds every page; 400 with `fieldErrors` by section (`contact`, `team`, `home`, ...); **409** with `conflict` when `version` is not the published one (none: unconditional); recorded in the history (`site`, id 1)',
  'POST /api/people-data/lookup':
    "Body: `{ email }`. `{ email, inquiries: [{ id, name, createdAt, stage, isSpam, inTrash }], counts: { inquiries, history, notes, replies, tours, alerts } }`: what is held under the address, matched without regard to case (inquiries live, flagged and in the Trash; their history and notes; replies; tours; alert sign-ups). The address is sent in the body so that no URL or log line holds it. **403** `Only an admin can look up a person's data` for an agent",
  'POST /api/people-data/export':
    'Body: `{ email }`. a JSON attachment `person-data-<day>.json`: `{ email, exportedAt, inquiries, history, notes, replies, tours, alerts }`, every kind a list; **404** `Nothing is held about that e-mail address`',
  'POST /api/people-data/erase':
    "Body: `{ email, confirmEmail, phone? }`. `{ reference, inquiriesAnonymized, notesDeleted, repliesDeleted, alertsDeleted, parkedInquiriesDeleted }`, in one transaction: the inquiries kept with the name, address, company, message and lost reason removed, their notes and replies deleted, the alerts deleted, an inquiry still waiting in the outbox deleted; every text column of every table is then checked for the address and phone (**409** naming the column, nothing erased). The activity log's line `person.erase` names who erased and `reference`, never the address. **400** `Type the same e-mail address again to confirm the erasure`; **404** `Nothing is held about that e-mail address`",
  'GET /api/backup':
    '`application/gzip` attachment `leasing-backup-<time>Z.tar.gz`, streamed as it is written: the archive `npm run backup` makes (README: Backups); `Cache-Control: no-store`. A failure before it starts is the usual JSON error; one after it has started breaks the transfer off (never an error text in the file)',
  'GET /api/activity':
    'Body: query `user?` (id), `kind?`, `event?` (an audited change, or `any`), `from?`, `to?` (ISO; `to` excluded), `before?` (id). the audit log, newest first, 50 a page: `{ entries: [{ id, at, userId, userName, action, recordKind, recordId, method, path, status, addressPrefix, event, detail }], nextBefore, people: [{ id, name }] }`; `nextBefore` (null: no more) asks for the next page; `event` names an audited change (null on a plain request line). Admin role only',
  'GET /api/activity/export':
    'Body: query as `GET /api/activity` (`before` ignored). `text/csv` attachment `activity-<office day>.csv`: every line the filters keep, newest first (at most 50,000), columns When (office time with its offset, `2026-12-02 09:15 -05:00`), Who, What, Detail, Record, Status, Address; `Cache-Control: no-store`. The export is itself recorded (`export`). Admin role only',
  'GET /api/publish-status':
    'the public site (decision 040): `{ state: "live" | "publishing" | "failed", pendingChanges, since, lastPublishedAt, lastChangeAt, publishedThrough, error? }`; `pendingChanges`: writes to public pages not yet in a live build; `since`: the oldest of them, the failure, or the last publish; `error`: why the build failed',
  'POST /api/publish-status/retry':
    '202 the status after calling `BUILD_HOOK_URL` at once (a hook that fails again: `failed` with its reason); **409** `There is no build hook to call: BUILD_HOOK_URL is not set`',
  'POST /api/deploy-events':
    'Body: Netlify\'s deploy object, `X-Webhook-Signature`. `{ success, outcome: "started" | "succeeded" | "failed" | "ignored" }` (decision 041): production deploys only. **401** `Invalid signature` unless signed with `DEPLOY_WEBHOOK_SECRET`; nothing changes then',
  'GET /api/history/:kind/:id':
    '`{ kind, id, currentVersion, versions }`: `kind` unit, building, gallery-image or site; every version newest first, each `{ version, changedBy, changedAt, changes, previousVersion, isCurrent, data }` (`data`: the record as that version answered it; `changes`: against the version before, `{ field, kind: "changed", before, after }` or for lists `{ field, kind: "list", added, removed, reordered }`); a record unchanged since before the history shows its current version by "Before history"; 404',
  'POST /api/history/:kind/:id/:version/restore':
    'Body: `{ version? }` (the current version). that version published again as a new one, through the same validation, rebuild and CDN purge as a `PUT` (units: alerts too); answers the record; 404 unknown version; 400 when it is the current one or no longer valid; **409** when `version` is older than the stored one',
  'GET /api/openapi.json':
    'This document: every route, its role, parameters, bodies and answers, generated from the schemas the functions validate with.',
};
