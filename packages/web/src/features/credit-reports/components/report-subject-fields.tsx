import { type Control, type UseFormSetValue, useFormState, useWatch } from 'react-hook-form';
import type { DocumentSubject } from '@nairalens/core/uploads/subject-schema.ts';
import { DocumentSubjectFields } from '@/components/document-subject-fields.tsx';
import { useProfiles } from '@/hooks/use-profiles.ts';
import type { NewReportForm } from '../api/credit-reports.ts';

/**
 * "Me" or "Someone else" for a credit report, with the client's name, the consent tick and an optional client
 * profile: the statement upload's shared fields, checked by the same shared rule. A chosen profile's label fills an
 * empty client name.
 */
export function ReportSubjectFields({
  control,
  setValue,
  disabled,
}: {
  control: Control<NewReportForm>;
  setValue: UseFormSetValue<NewReportForm>;
  disabled: boolean;
}) {
  const profiles = useProfiles();
  const [analysisFor, clientName, consent, profileId] = useWatch({
    control,
    name: ['analysisFor', 'clientName', 'consent', 'profileId'],
  });
  const { isSubmitted, errors } = useFormState({ control });
  // After a first attempt each change is checked again, so a fixed mistake stops being shown.
  const options = { shouldValidate: isSubmitted };
  const apply = (next: DocumentSubject) => {
    setValue('analysisFor', next.analysisFor, options);
    setValue('clientName', next.clientName, options);
    setValue('consent', next.consent, options);
    setValue('profileId', next.profileId, options);
  };
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Who is this report for?</legend>
      <DocumentSubjectFields
        value={{ analysisFor, clientName, consent, profileId }}
        onChange={(next, profile) =>
          apply(profile && !next.clientName.trim() ? { ...next, clientName: profile.label } : next)
        }
        profiles={profiles.data ?? []}
        question="Who is this report for?"
        ownHint="My own credit report"
        idPrefix="report-"
        invalid={Boolean(errors.clientName)}
        disabled={disabled}
      />
    </fieldset>
  );
}
