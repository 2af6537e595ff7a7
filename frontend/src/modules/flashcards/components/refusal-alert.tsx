import Link from 'next/link';
import { FormAlert } from '@/modules/forms/components/form-alert';

/** A refused request in the server's words; 402 offers to buy points. */
export function RefusalAlert({ httpStatus, message }: { httpStatus: number; message: string }) {
  return (
    <FormAlert title={httpStatus === 402 ? 'Not enough points' : undefined}>
      <p>{message}</p>
      {httpStatus === 402 ? (
        <Link href="/dashboard/wallet" className="link mt-2 inline-block font-semibold">
          Buy points
        </Link>
      ) : null}
    </FormAlert>
  );
}
