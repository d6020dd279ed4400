/**
 * Small screens (under 900 px): the navigation slides in from the start edge behind a menu button
 * (aria-expanded says whether it is open). Esc, the close button or the overlay close it, and focus
 * returns to the menu button.
 */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export interface SlideInMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function SlideInMenu({ open, onOpenChange, children }: SlideInMenuProps) {
  // Opened without a DialogTrigger: this marks where focus goes back when the drawer closes.
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Button
        {...restoreFocus}
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-label="Menu"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      />
      <OverlayDrawer
        position="start"
        open={open}
        onOpenChange={(_, data) => onOpenChange(data.open)}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label="Close menu"
                icon={<DismissRegular />}
                onClick={() => onOpenChange(false)}
              />
            }
          >
            Menu
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label="Main">{children}</nav>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
