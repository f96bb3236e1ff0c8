import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

const ROLE_LABEL = { admin: 'Admin', analyst: 'Analyst', viewer: 'Viewer' } as const;

/** The "Role" dropdown of the invite and API-key forms: the roles this form may give, by their names. */
export function RoleSelectField<T extends FieldValues>({
  control,
  name,
  roles,
}: {
  control: Control<T>;
  name: Path<T>;
  roles: readonly (keyof typeof ROLE_LABEL)[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: role }) => (
        <FormField label="Role" className="gap-1.5">
          {(field) => (
            <Select value={role.value as string} onValueChange={role.onChange}>
              <SelectTrigger {...field} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {roles.map((r) => (
                  <SelectItem key={r} value={r}>
                    {ROLE_LABEL[r]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
