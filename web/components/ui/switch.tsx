import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

/** Accessible on/off switch (Radix): role="switch", aria-checked, Space/Enter toggle. */
export const Switch = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadixSwitch.Root>>(
  function Switch({ className, ...props }, ref) {
    return (
      <RadixSwitch.Root
        ref={ref}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'bg-muted-foreground/35 data-[state=checked]:bg-primary',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        <RadixSwitch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </RadixSwitch.Root>
    );
  },
);
