// The practice's appointment profiles (docs/supply.md "The desk"): one card per profile with its
// duration, type, Leistungsmerkmale, who may book, urgencies, release rule, state and free slots.
// Cards, not a table, so they reflow at 320 px.
import { URGENCY_LABELS } from '@terminservice/domain/search';
import { arztName, sprachenNamen, type Profile } from '@terminservice/domain/supply';
import { Badge } from '@terminservice/ui/badge';
import { Button } from '@terminservice/ui/button';
import { DescriptionList } from '@terminservice/ui/description-list';
import { nameOf } from './catalogue.ts';
import { useDesk } from './DeskStoreProvider.tsx';
import { PROFILE_TEXTS } from './texts.ts';

export interface ProfileListProps {
  readonly onEdit: (profile: Profile) => void;
  readonly onDeactivate: (profile: Profile) => void;
}

export function ProfileList({ onEdit, onDeactivate }: ProfileListProps) {
  const profiles = useDesk((s) => s.profiles);
  if (profiles.length === 0) return <p className="kern-body">{PROFILE_TEXTS.none}</p>;
  return (
    <ul className="ts-desk__cards">
      {profiles.map((profile) => (
        <li key={profile.id} className="ts-desk__card">
          <ProfileCard profile={profile} onEdit={onEdit} onDeactivate={onDeactivate} />
        </li>
      ))}
    </ul>
  );
}

function ProfileCard({
  profile,
  onEdit,
  onDeactivate,
}: ProfileListProps & { readonly profile: Profile }) {
  const catalogue = useDesk((s) => s.catalogue);
  const c = PROFILE_TEXTS.columns;
  const rows: [string, string][] = [
    [c.duration, PROFILE_TEXTS.minutes(profile.dauerMinuten)],
    [c.type, PROFILE_TEXTS.types[profile.termintyp]],
    [
      c.merkmale,
      [...profile.leistungsmerkmale, ...profile.qualifikationen]
        .map((code) => nameOf(catalogue, code))
        .join(', '),
    ],
    [
      c.authorities,
      profile.buchungsbefugnisse.map((a) => PROFILE_TEXTS.authorityLabels[a]).join(', '),
    ],
    [
      c.urgencies,
      profile.dringlichkeiten.length === 0
        ? PROFILE_TEXTS.urgencyAll
        : profile.dringlichkeiten.map((u) => URGENCY_LABELS[u]).join(', '),
    ],
    [
      c.release,
      profile.freigabeTage === null
        ? PROFILE_TEXTS.releaseNever
        : PROFILE_TEXTS.releaseDays(profile.freigabeTage),
    ],
    ...(profile.arzt
      ? [[c.doctor, `${arztName(profile.arzt)} (LANR ${profile.arzt.lanr})`] as [string, string]]
      : []),
    [
      c.languages,
      profile.sprachen.length === 0
        ? PROFILE_TEXTS.languagesNone
        : sprachenNamen(profile.sprachen).join(', '),
    ],
    [c.free, profile.freieSlots.toLocaleString('de-DE')],
  ];
  return (
    <article aria-labelledby={`ts-desk-profile-${profile.id}`}>
      <h3 id={`ts-desk-profile-${profile.id}`} className="kern-heading-small ts-desk__card-title">
        {profile.name}{' '}
        <Badge tone={profile.aktiv ? 'success' : 'warning'} small>
          {profile.aktiv ? PROFILE_TEXTS.active : PROFILE_TEXTS.inactive}
        </Badge>
      </h3>
      <DescriptionList
        className="ts-desk__facts"
        items={rows.map(([term, description]) => ({ term, description }))}
      />
      {profile.aktiv ? (
        <div className="ts-desk__actions">
          <Button
            variant="secondary"
            onClick={() => onEdit(profile)}
            aria-label={PROFILE_TEXTS.editLabel(profile.name)}
          >
            {PROFILE_TEXTS.edit}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onDeactivate(profile)}
            aria-label={PROFILE_TEXTS.deactivateLabel(profile.name)}
          >
            {PROFILE_TEXTS.deactivate}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
