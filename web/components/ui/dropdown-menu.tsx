import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

/** Accessible dropdown menu on Radix: arrow keys, typeahead, Escape, focus return. */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export const DropdownMenuContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixMenu.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }, ref) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
});

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export const DropdownMenuItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixMenu.Item>>(
  function DropdownMenuItem({ className, ...props }, ref) {
    return <RadixMenu.Item ref={ref} className={cn(itemClass, className)} {...props} />;
  },
);

export const DropdownMenuRadioItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixMenu.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...props }, ref) {
  return (
    <RadixMenu.RadioItem ref={ref} className={cn(itemClass, 'data-[state=checked]:font-semibold', className)} {...props}>
      {children}
      <RadixMenu.ItemIndicator className="ml-auto text-primary" aria-hidden>
        ✓
      </RadixMenu.ItemIndicator>
    </RadixMenu.RadioItem>
  );
});

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 py-2 text-xs text-muted-foreground', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
