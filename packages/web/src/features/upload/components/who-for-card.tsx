import type { DocumentSubject } from '@nairalens/core/uploads/subject-schema.ts';
import { DocumentSubjectFields } from '@/components/document-subject-fields.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { ClientProfile } from '@/hooks/use-profiles.ts';

/** "Who is this analysis for?": me, or someone else with their name, consent and an optional client profile. */
export function WhoForCard({
  subject,
  onChange,
  profiles,
  invalid,
  disabled,
}: {
  subject: DocumentSubject;
  onChange: (next: DocumentSubject) => void;
  profiles: readonly ClientProfile[];
  invalid: boolean;
  disabled: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who is this analysis for?</CardTitle>
        <CardDescription>Analyse your own statement, or a client's with their consent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DocumentSubjectFields
          value={subject}
          onChange={onChange}
          profiles={profiles}
          question="Who is this analysis for?"
          ownHint="My own bank statement"
          idPrefix=""
          invalid={invalid}
          disabled={disabled}
        />
      </CardContent>
    </Card>
  );
}
