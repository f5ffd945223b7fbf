import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface DashboardSidebar {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

const SidebarContext = createContext<DashboardSidebar>({
  open: false,
  toggle: () => {},
  close: () => {},
});

/** The navigation bar's second toggle opens the dashboard's side menu on small screens. */
export function DashboardSidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(
    () => ({ open, toggle: () => setOpen((was) => !was), close: () => setOpen(false) }),
    [open],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export const useDashboardSidebar = () => useContext(SidebarContext);
