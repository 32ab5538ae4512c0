/**
 * The audit log names what a staff action touched ("Kart güncellendi: “Yaz Kampanyası”") even when the
 * event itself carries only an id, and even after the thing was deleted. These are the events that
 * give things their names; the audit projection keeps the latest name per `<kind>:<id>` key.
 * Pure: `username(userId)` looks up a member's site username the projection already knows.
 */
export interface NameUpdate {
  key: string;
  title: string | null;
  /** The member whose name the title holds: a KVKK erasure finds the title by it. */
  userId?: string;
}

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

const PLATFORMS: Record<string, string> = { telegram: 'Telegram', youtube: 'YouTube', instagram: 'Instagram' };

/** `<kind>:<id>` → the field that names it, for the Created/Updated pairs (Updated carries `changes`). */
const NAMED: Record<string, { kind: string; id: string; field: string }> = {
  Card: { kind: 'card', id: 'id', field: 'title' },
  Banner: { kind: 'banner', id: 'id', field: 'title' },
  Company: { kind: 'company', id: 'id', field: 'name' },
  TicketCompany: { kind: 'ticketCompany', id: 'companyId', field: 'name' },
  Event: { kind: 'event', id: 'eventId', field: 'title' },
  Reward: { kind: 'reward', id: 'rewardId', field: 'title' },
};

const isRecord = (v: unknown): v is Data => typeof v === 'object' && v !== null;

function createdOrUpdated(type: string, d: Data): NameUpdate[] | null {
  const m = /^(Card|Banner|Company|TicketCompany|Event|Reward)(Created|Updated)$/.exec(type);
  if (!m) return null;
  const spec = NAMED[m[1]!]!;
  const changes = d.changes;
  const source = m[2] === 'Created' ? d : isRecord(changes) ? changes : {};
  // An update that leaves the name alone says nothing about it.
  if (m[2] === 'Updated' && !(spec.field in source)) return [];
  return [{ key: `${spec.kind}:${String(d[spec.id])}`, title: text(source[spec.field]) }];
}

const memberName = (d: Data, username: (userId: string) => string | null) => username(String(d.userId)) ?? 'silinmiş üye';

export function nameUpdatesOf(type: string, d: Data, username: (userId: string) => string | null): NameUpdate[] {
  const simple = createdOrUpdated(type, d);
  if (simple) return simple;
  switch (type) {
    case 'UserRegistered':
      return [{ key: `user:${String(d.userId)}`, title: text(d.username) }];
    case 'MemberErased':
      return [{ key: `user:${String(d.userId)}`, title: text(d.pseudonym) }];
    case 'TicketApplicationSubmitted':
      return [
        {
          key: `ticketApplication:${String(d.applicationId)}`,
          title: `${memberName(d, username)} · ${String(d.companyName)}`,
          userId: String(d.userId),
        },
      ];
    case 'RewardUnitReserved':
      return [
        {
          key: `rewardOrder:${String(d.purchaseId)}`,
          title: `${String(d.rewardTitle)} · ${memberName(d, username)}`,
          userId: String(d.userId),
        },
      ];
    case 'SocialVerificationRequested':
      return [
        {
          key: `verification:${String(d.verificationId)}`,
          title: `${PLATFORMS[String(d.platform)] ?? String(d.platform)} · ${memberName(d, username)}`,
          userId: String(d.userId),
        },
      ];
    case 'StreamingRuleCreated':
    case 'StreamingRuleChanged':
      return [{ key: `streamingRule:${String(d.ruleId)}`, title: text(d.adminStreamUrl) }];
    case 'DrawCreated':
      return [{ key: `draw:${String(d.drawId)}`, title: text(d.title) }];
    default:
      return [];
  }
}

export const NAME_EVENTS = [
  'UserRegistered',
  'MemberErased',
  ...Object.keys(NAMED).flatMap((k) => [`${k}Created`, `${k}Updated`]),
  'TicketApplicationSubmitted',
  'RewardUnitReserved',
  'SocialVerificationRequested',
  'StreamingRuleCreated',
  'StreamingRuleChanged',
  'DrawCreated',
];
