'use client';

import { Pencil } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { fetchCurrentUser } from '@/modules/auth/api/session-api';
import { useSession } from '@/modules/auth/components/session-provider';
import { useDashboardUser } from '@/modules/dashboard/components/dashboard-user';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { updateProfile } from '../api/profile-api';
import { useUniversityOptions } from '../hooks/use-university-options';
import { nameOf } from '../named-records';
import { isCourseSelectEnabled, profileFormFrom, profileFormReducer, validateProfileForm } from '../profile-form';
import { SETTINGS_TEXT } from '../settings-tabs';
import { AvatarUpload } from './avatar-upload';

/** Profile: view mode, Edit Profile, then Cancel or Save Changes (spec section 2, Settings page). */
export function ProfileTab() {
  const user = useDashboardUser();
  const { updateUser } = useSession();
  const { showToast } = useToast();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [form, dispatch] = useReducer(profileFormReducer, user, profileFormFrom);
  const nameRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const shownUniversityId = isEditing ? form.universityId : (user.university_id ?? '');
  const options = useUniversityOptions(shownUniversityId, user.university_id);

  // The newest profile, in case it changed elsewhere since the page loaded.
  useEffect(() => {
    const controller = new AbortController();
    void fetchCurrentUser(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) updateUser(result.data);
        else if (result.status !== 401) showToast({ title: SETTINGS_TEXT.profileLoadFailed, variant: 'error' });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [updateUser, showToast]);

  useEffect(() => {
    if (isEditing) nameRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const startEditing = () => {
    dispatch({ type: 'reset', to: profileFormFrom(user) });
    setNameError(null);
    setIsEditing(true);
  };

  const cancel = () => {
    dispatch({ type: 'reset', to: profileFormFrom(user) });
    setNameError(null);
    setIsEditing(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const validation = validateProfileForm(form);
    if (!validation.isValid) {
      setNameError(validation.fullNameError);
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    setIsSaving(true);
    const result = await updateProfile(validation.data);
    setIsSaving(false);
    if (result.ok) {
      updateUser(result.data);
      showToast({ title: SETTINGS_TEXT.profileUpdated, variant: 'success' });
      setIsEditing(false);
      return;
    }
    showToast({
      title: SETTINGS_TEXT.profileUpdateFailed,
      description: failureMessage(result, 'Please try again.'),
      variant: 'error',
    });
  };

  const universityName = nameOf(options.universities, user.university_id);
  const courseName = nameOf(options.courses, user.course_id);
  const isCourseEnabled = isCourseSelectEnabled(form, options.coursesStatus === 'ready');
  const courseHint = !form.universityId
    ? 'Choose a university first.'
    : options.coursesStatus === 'loading'
      ? 'Loading courses…'
      : options.coursesStatus === 'ready' && options.courses.length === 0
        ? 'This university has no courses listed yet.'
        : undefined;

  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="profile-heading" className="text-lg font-semibold text-ink">
            Profile
          </h2>
          <p className="mt-1 text-sm text-muted">Your name, picture and where you study.</p>
        </div>
        {isEditing ? null : (
          <button ref={editButtonRef} type="button" className="btn-secondary" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </button>
        )}
      </div>

      <div className="mt-6">
        <AvatarUpload user={user} />
      </div>

      {isEditing ? (
        <form noValidate aria-label="Edit profile" onSubmit={(event) => void save(event)} className="mt-8">
          <fieldset disabled={isSaving} className="grid gap-5 sm:grid-cols-2">
            <TextField
              ref={nameRef}
              label="Full name"
              name="full_name"
              autoComplete="name"
              value={form.fullName}
              error={nameError}
              onChange={(event) => dispatch({ type: 'full-name-changed', value: event.target.value })}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              value={user.email}
              readOnly
              aria-readonly="true"
              hint="Your email address cannot be changed."
            />
            <SelectField
              label="University"
              name="university_id"
              value={form.universityId}
              disabled={options.universitiesStatus !== 'ready'}
              hint={options.universitiesStatus === 'loading' ? 'Loading universities…' : undefined}
              onChange={(event) => dispatch({ type: 'university-changed', universityId: event.target.value })}
            >
              <option value="">Select your university</option>
              {options.universities.map((university) => (
                <option key={university.id} value={university.id}>
                  {university.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Course"
              name="course_id"
              value={form.courseId}
              disabled={!isCourseEnabled}
              hint={courseHint}
              onChange={(event) => dispatch({ type: 'course-changed', courseId: event.target.value })}
            >
              <option value="">Select your course</option>
              {options.courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
            </SelectField>
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <button type="submit" className="btn-primary">
                {isSaving ? 'Saving…' : 'Save Changes'}
              </button>
              <button type="button" className="btn-secondary" onClick={cancel}>
                Cancel
              </button>
            </div>
          </fieldset>
        </form>
      ) : (
        <dl className="mt-8 grid gap-5 text-sm sm:grid-cols-2" data-testid="profile-details">
          <div>
            <dt className="text-muted">Full name</dt>
            <dd className="mt-1 font-medium text-ink">{user.full_name ?? 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="mt-1 font-medium break-all text-ink">{user.email}</dd>
          </div>
          <div>
            <dt className="text-muted">University</dt>
            <dd className="mt-1 font-medium text-ink">
              {user.university_id
                ? (universityName ?? (options.universitiesStatus === 'failed' ? 'Unavailable' : 'Loading…'))
                : 'Not set'}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Course</dt>
            <dd className="mt-1 font-medium text-ink">
              {user.course_id
                ? (courseName ?? (options.coursesStatus === 'failed' ? 'Unavailable' : 'Loading…'))
                : 'Not set'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
