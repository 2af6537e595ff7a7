'use client';

import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** "New …": opens the item's empty form in a dialog. */
export function NewCatalogItemButton({
  label,
  formDialog,
}: {
  label: string;
  formDialog: (isOpen: boolean, onClose: () => void) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setIsOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
      {formDialog(isOpen, () => setIsOpen(false))}
    </>
  );
}
