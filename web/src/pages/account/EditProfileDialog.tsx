import type { FormEvent } from 'react';
import { UpdateProfileBodySchema, type UpdateProfileBody, type User } from '@homepact/proto';
import { Button, Field, Input, Select } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';
import { errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/useForm';
import { USER_TYPE_OPTIONS, useUpdateProfile } from './accountQueries';

/**
 * Edit Profile: name and user type, checked with the same schema (and the
 * spec's messages) as PATCH /api/auth/user before it is sent.
 */
export function EditProfileDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      description="Your name appears on the contracts and e-mails you send."
    >
      {/* Remounted on every opening, so it always starts from the saved profile. */}
      {open && <EditProfileForm user={user} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const form = useForm<Record<'firstName' | 'lastName' | 'userType', string>, UpdateProfileBody>(
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '', userType: user.userType },
    (draft) => UpdateProfileBodySchema.safeParse(draft),
  );
  const { draft: values, errors, set } = form;
  const update = useUpdateProfile();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = form.submit(e.currentTarget);
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your name and user type have been saved.' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to update your profile. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      <Field label="First name" error={errors.firstName}>
        {(p) => <Input {...p} value={values.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete="given-name" />}
      </Field>
      <Field label="Last name" error={errors.lastName}>
        {(p) => <Input {...p} value={values.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete="family-name" />}
      </Field>
      <Field label="User type" error={errors.userType}>
        {(p) => (
          <Select
            {...p}
            options={USER_TYPE_OPTIONS}
            placeholder="Select your role"
            value={values.userType}
            onChange={(e) => set('userType', e.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
