import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';

export function RootLayout() {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <main id="main">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
