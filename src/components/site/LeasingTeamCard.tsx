// The 'Leasing Team' card (docs/PRODUCT.md, Contact): every member of the leasing team with
// tap-to-call and e-mail links. The contact page and the About page show it. Rendered by Astro
// without JavaScript, and by the preview island with a draft's team.
import { Photo } from '~/src/components/ui/Photo';
import { phoneHref, type TeamMember } from '~/src/lib/schemas/site-content';

export function LeasingTeamCard({ team }: { team: TeamMember[] }) {
  return (
    <section className="card p-6" aria-labelledby="team-heading">
      <h2 id="team-heading" className="text-lg font-semibold">
        Leasing Team
      </h2>
      <ul className="mt-3 space-y-5">
        {team.map((member, i) => (
          <li key={i} className="flex gap-4">
            {member.photo && (
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded-full bg-slate-100">
                <Photo photoKey={member.photo} alt={member.name} sizes="64px" className="h-full w-full object-cover" />
              </div>
            )}
            <div>
              <p className="font-medium">{member.name}</p>
              <p className="text-sm text-slate-600">{member.title}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                <a className="text-brand-700 underline" href={phoneHref(member.phone)} aria-label={`Call ${member.name}, ${member.phone}`}>
                  {member.phone}
                </a>
                <a
                  className="text-brand-700 underline"
                  href={`mailto:${member.email}`}
                  aria-label={`Write to ${member.name}, ${member.email}`}
                >
                  Write
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
