// The fields of the Site tab: contact details and hours, the leasing team, social
// links, the home page, the About page and the footer, in that order. Lists of lines are
// textareas (one per line); repeated groups (team members, figures, links) can be added and removed.
import { useState } from 'react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '~/src/lib/api/client';
import { imageUrl } from '~/src/lib/images';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { FormField } from '~/src/components/ui/FormField';
import { uploadPhotos } from '../upload';
import { OfficeHoursFields } from './OfficeHoursFields';
import type { SiteFormValues } from './site-form-values';

type Form = UseFormReturn<SiteFormValues, unknown, SiteContent>;

/** The message of a field's error, wherever react-hook-form put it (an array's own issue sits at `root`). */
const messageOf = (error: unknown) => {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.message ?? e?.root?.message;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function TeamPhoto({ form, index }: { form: Form; index: number }) {
  const [isUploading, setUploading] = useState(false);
  const photo = form.watch(`team.${index}.photo`);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const [key] = await uploadPhotos([file]);
      form.setValue(`team.${index}.photo`, key ?? '', { shouldDirty: true });
    } catch (error) {
      toast.error('Error', { description: ['Failed to upload the photo', errorMessage(error)].filter(Boolean).join(': ') });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      {typeof photo === 'string' && photo ? (
        <img src={imageUrl(photo, { width: 320 })} alt="" className="h-16 w-16 rounded-full object-cover" />
      ) : (
        <span className="text-sm text-slate-600">No photo</span>
      )}
      <label className="btn-secondary cursor-pointer">
        {isUploading ? 'Uploading...' : photo ? 'Change photo' : 'Add photo'}
        <input type="file" accept="image/*" className="sr-only" onChange={(e) => void upload(e.target.files?.[0])} />
      </label>
      {typeof photo === 'string' && photo && (
        <button type="button" className="btn-secondary" onClick={() => form.setValue(`team.${index}.photo`, '', { shouldDirty: true })}>
          Remove photo
        </button>
      )}
    </div>
  );
}

export function SiteFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const { errors } = formState;
  const team = useFieldArray({ control: form.control, name: 'team' });
  const social = useFieldArray({ control: form.control, name: 'social' });
  const facts = useFieldArray({ control: form.control, name: 'about.facts' });
  const benefits = useFieldArray({ control: form.control, name: 'home.benefits' });
  const lines = (name: 'about.features' | 'about.transportation' | 'about.amenities' | 'footerServices', label: string, error: unknown) => (
    <FormField id={`site-${name.replace('.', '-')}`} label={`${label} (one per line)`} error={messageOf(error)}>
      {(control) => <textarea rows={5} {...control} {...register(name)} />}
    </FormField>
  );
  const text = (name: 'home.seoText' | 'about.intro' | 'privacy.text', label: string, error: unknown, rows = 5) => (
    <FormField id={`site-${name.replace('.', '-')}`} label={label} error={messageOf(error)}>
      {(control) => <textarea rows={rows} {...control} {...register(name)} />}
    </FormField>
  );

  return (
    <div className="space-y-6">
      <Section title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="site-email" label="E-mail" type="email" error={errors.contact?.email?.message} {...register('contact.email')} />
          <FormField id="site-phone" label="Phone" type="tel" error={errors.contact?.phone?.message} {...register('contact.phone')} />
          <FormField
            id="site-street"
            label="Street"
            error={errors.contact?.address?.street?.message}
            {...register('contact.address.street')}
          />
          <FormField id="site-city" label="City" error={errors.contact?.address?.city?.message} {...register('contact.address.city')} />
          <FormField id="site-state" label="State" error={errors.contact?.address?.state?.message} {...register('contact.address.state')} />
          <FormField id="site-zip" label="ZIP code" error={errors.contact?.address?.zip?.message} {...register('contact.address.zip')} />
          <OfficeHoursFields form={form} />
        </div>
      </Section>

      <Section title="Leasing team">
        {messageOf(errors.team) && <p className="text-sm text-red-700">{messageOf(errors.team)}</p>}
        <ol className="space-y-4">
          {team.fields.map((member, i) => (
            <li key={member.id} className="grid gap-4 border-b border-slate-200 pb-4 sm:grid-cols-2">
              <FormField id={`site-team-${i}-name`} label="Name" error={errors.team?.[i]?.name?.message} {...register(`team.${i}.name`)} />
              <FormField
                id={`site-team-${i}-title`}
                label="Title"
                error={errors.team?.[i]?.title?.message}
                {...register(`team.${i}.title`)}
              />
              <FormField
                id={`site-team-${i}-phone`}
                label="Phone"
                type="tel"
                error={errors.team?.[i]?.phone?.message}
                {...register(`team.${i}.phone`)}
              />
              <FormField
                id={`site-team-${i}-email`}
                label="E-mail"
                type="email"
                error={errors.team?.[i]?.email?.message}
                {...register(`team.${i}.email`)}
              />
              <TeamPhoto form={form} index={i} />
              {team.fields.length > 1 && (
                <div className="sm:col-span-2">
                  <button type="button" className="btn-secondary" onClick={() => team.remove(i)}>
                    {`Remove team member ${i + 1}`}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => team.append({ name: '', title: '', phone: '', email: '', photo: '' })}
        >
          Add team member
        </button>
      </Section>

      <Section title="Social links">
        {social.fields.length === 0 && <p className="text-sm text-slate-600">None: the footer shows no social links.</p>}
        <ol className="space-y-4">
          {social.fields.map((link, i) => (
            <li key={link.id} className="grid items-end gap-4 sm:grid-cols-[1fr_2fr_auto]">
              <FormField
                id={`site-social-${i}-label`}
                label="Network"
                error={errors.social?.[i]?.label?.message}
                {...register(`social.${i}.label`)}
              />
              <FormField
                id={`site-social-${i}-url`}
                label="Web address"
                type="url"
                error={errors.social?.[i]?.url?.message}
                {...register(`social.${i}.url`)}
              />
              <button type="button" className="btn-secondary" onClick={() => social.remove(i)}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="btn-secondary" onClick={() => social.append({ label: '', url: '' })}>
          Add social link
        </button>
      </Section>

      <Section title="Home page">
        <FormField id="site-hero-title" label="Hero title" error={errors.home?.heroTitle?.message} {...register('home.heroTitle')} />
        <FormField id="site-hero-subtitle" label="Hero subtitle" error={errors.home?.heroSubtitle?.message}>
          {(control) => <textarea rows={2} {...control} {...register('home.heroSubtitle')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {benefits.fields.map((benefit, i) => (
            <div key={benefit.id} className="space-y-2">
              <FormField
                id={`site-benefit-${i}-title`}
                label={`Benefit ${i + 1} title`}
                error={errors.home?.benefits?.[i]?.title?.message}
                {...register(`home.benefits.${i}.title`)}
              />
              <FormField id={`site-benefit-${i}-text`} label={`Benefit ${i + 1} text`} error={errors.home?.benefits?.[i]?.text?.message}>
                {(control) => <textarea rows={3} {...control} {...register(`home.benefits.${i}.text`)} />}
              </FormField>
            </div>
          ))}
        </div>
        <FormField
          id="site-seo-heading"
          label="Text block heading"
          error={errors.home?.seoHeading?.message}
          {...register('home.seoHeading')}
        />
        {text('home.seoText', 'Text block (a blank line between paragraphs)', errors.home?.seoText, 8)}
      </Section>

      <Section title="About page">
        {text('about.intro', 'Introduction', errors.about?.intro, 3)}
        <div>
          <p className="text-sm font-medium text-slate-800">Figures</p>
          {messageOf(errors.about?.facts) && <p className="text-sm text-red-700">{messageOf(errors.about?.facts)}</p>}
          <ol className="mt-2 space-y-3">
            {facts.fields.map((fact, i) => (
              <li key={fact.id} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
                <FormField
                  id={`site-fact-${i}-value`}
                  label={`Figure ${i + 1}`}
                  error={errors.about?.facts?.[i]?.value?.message}
                  {...register(`about.facts.${i}.value`)}
                />
                <FormField
                  id={`site-fact-${i}-label`}
                  label={`Figure ${i + 1} label`}
                  error={errors.about?.facts?.[i]?.label?.message}
                  {...register(`about.facts.${i}.label`)}
                />
                <button type="button" className="btn-secondary" onClick={() => facts.remove(i)} disabled={facts.fields.length <= 1}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn-secondary mt-3" onClick={() => facts.append({ value: '', label: '' })}>
            Add figure
          </button>
        </div>
        {lines('about.features', 'Facility features', errors.about?.features)}
        {lines('about.transportation', 'Transportation access', errors.about?.transportation)}
        {lines('about.amenities', 'Nearby amenities', errors.about?.amenities)}
      </Section>

      <Section title="Footer">{lines('footerServices', 'Services', errors.footerServices)}</Section>

      <Section title="Privacy page">{text('privacy.text', 'Text (a blank line between paragraphs)', errors.privacy?.text, 12)}</Section>
    </div>
  );
}
