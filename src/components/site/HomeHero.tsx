// The home page's hero: its title and subtitle come from the site content.
import type { SiteContent } from '~/src/lib/schemas/site-content';

export function HomeHero({ home }: { home: SiteContent['home'] }) {
  return (
    <section className="hero relative flex h-[70vh] min-h-[500px] items-center overflow-hidden bg-brand-950 text-white">
      <svg
        className="absolute inset-x-0 bottom-0 h-1/2 w-full text-brand-900"
        viewBox="0 0 1200 300"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M0 300V170h60v-60h50v40h40V90h70v80h40v-50h60v30h50V60h80v110h40v-70h60v40h50V80h70v90h50v-40h60v60h40V100h70v70h50v-50h60v80h50V140h50v160z"
        ></path>
      </svg>
      <div className="relative mx-auto w-full max-w-6xl px-4 py-20">
        <p className="font-semibold uppercase tracking-widest text-accent-500">South Boston Waterfront</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{home.heroTitle}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">{home.heroSubtitle}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="/availability" className="btn-primary bg-accent-500 px-6 py-3 text-brand-950 hover:bg-amber-400">
            View Available Space
          </a>
          <a href="/contact?tour=1" className="btn-secondary border-white/60 bg-transparent px-6 py-3 text-white hover:bg-white/10">
            Schedule Tour
          </a>
        </div>
      </div>
    </section>
  );
}
