import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { HomeActions } from './homeActions';

interface Props extends HomeActions {
  open: boolean;
  onClose(): void;
}

/** The slide-out menu of the home page on phones (family-catalog-payment.md §2 route table). */
export function HomeMenu({ open, onClose, signedIn, onLogin, onLogout, onJoin, onCatalog, onDashboard }: Props) {
  const items: { label: string; icon: ReactNode; action: () => void }[] = [
    { label: 'Home', icon: <HomeIcon />, action: () => window.scrollTo({ top: 0, behavior: 'smooth' }) },
    signedIn ? { label: 'Logout', icon: <LogoutIcon />, action: onLogout } : { label: 'Login', icon: <LoginIcon />, action: onLogin },
    { label: 'Join', icon: <GroupAddIcon />, action: onJoin },
    { label: 'Catalog', icon: <MenuBookIcon />, action: onCatalog },
    { label: 'Dashboard', icon: <DashboardIcon />, action: onDashboard },
  ];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Typography sx={{ px: 2, py: 2, fontWeight: 800, fontSize: 20, color: 'primary.main' }}>Menu</Typography>
      <List component="nav" aria-label="Home menu">
        {items.map((item) => (
          <ListItemButton
            key={item.label}
            onClick={() => {
              onClose();
              item.action();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
