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
  // The same functions for good: the bar and the menu, memoised, need not render again for them.
  const [actions] = useState(() => ({
    toggle: () => setOpen((was) => !was),
    close: () => setOpen(false),
  }));
  const value = useMemo(() => ({ open, ...actions }), [open, actions]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export const useDashboardSidebar = () => useContext(SidebarContext);
