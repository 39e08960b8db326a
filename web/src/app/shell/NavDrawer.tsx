import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { NavItem } from './navItems';

interface Props {
  open: boolean;
  onClose(): void;
  items: { item: NavItem; icon: ReactNode; active: boolean }[];
  onGo(item: NavItem): void;
  /** A link's props for an item that goes somewhere. */
  target(item: NavItem): object;
}

/** The side bar's items in a drawer, at 768 px and below (SideBar decides what they are). */
export function NavDrawer({ open, onClose, items, onGo, target }: Props) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 240 } } }}>
      <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 800, color: 'primary.main' }}>
        Solve
      </Typography>
      <List component="nav" aria-label="Main">
        {items.map(({ item, icon, active }) => (
          <ListItemButton
            key={item.key}
            selected={active}
            aria-current={active ? 'page' : undefined}
            {...target(item)}
            onClick={() => onGo(item)}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
