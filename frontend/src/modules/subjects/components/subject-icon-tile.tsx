import clsx from 'clsx';
import { subjectIcon } from '@/modules/catalog/subject-icon';

/** The subject's lucide icon on its colour (unknown icon names show a book). Decorative. */
export function SubjectIconTile({
  iconName,
  color,
  size = 'md',
}: {
  iconName: string | null;
  color: string;
  size?: 'md' | 'lg';
}) {
  const Icon = subjectIcon(iconName);
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center text-white',
        size === 'lg' ? 'size-16 rounded-2xl' : 'size-11 rounded-xl',
      )}
      style={{ backgroundColor: color }}
    >
      <Icon className={size === 'lg' ? 'size-8' : 'size-5'} />
    </span>
  );
}
