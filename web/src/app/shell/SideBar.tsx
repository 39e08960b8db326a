import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SIDEBAR_WIDTH } from '@solve/core/constants';
import { useLocation, useNavigate } from 'react-router';
import { useUnreadMessageCount } from '../../features/message/useUnreadMessageCount';
import { useSession } from '../session';
import { NavIcon } from './NavIcon';
import { type NavItem, navItemsFor } from './navItems';

function isActive(item: NavItem, path: string, search: string): boolean {
  if (!item.to) return false;
  const [itemPath, itemSearch = ''] = item.to.split('?');
  if (itemPath === '/') return path === '/';
  return path === itemPath && (itemSearch === '' || search.includes(itemSearch));
}

interface Props {
  mobile: boolean;
  drawerOpen: boolean;
  onCloseDrawer(): void;
  onHelp(): void;
}

/** Fixed 100 px side bar on desktop; a drawer at 768 px and below. */
export function SideBar({ mobile, drawerOpen, onCloseDrawer, onHelp }: Props) {
  const { role } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const items = navItemsFor(role);
  const unread = useUnreadMessageCount(role === 'student');
  const icon = (key: NavItem['key']) =>
    key === 'messages' && unread > 0 ? (
      <Badge badgeContent={unread} color="secondary" aria-label={`${unread} unread messages`}>
        <NavIcon name={key} />
      </Badge>
    ) : (
      <NavIcon name={key} />
    );
  const go = (item: NavItem) => {
    onCloseDrawer();
    if (item.to) void navigate(item.to);
    else onHelp();
  };

  if (mobile) {
    return (
      <Drawer open={drawerOpen} onClose={onCloseDrawer} slotProps={{ paper: { sx: { width: 240 } } }}>
        <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 800, color: 'primary.main' }}>
          Solve
        </Typography>
        <List component="nav" aria-label="Main">
          {items.map((item) => (
            <ListItemButton key={item.key} selected={isActive(item, location.pathname, location.search)} onClick={() => go(item)}>
              <ListItemIcon>{icon(item.key)}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    );
  }

  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width: SIDEBAR_WIDTH,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        pt: 1,
        zIndex: (t) => t.zIndex.appBar + 1,
        overflowY: 'auto',
      }}
    >
      <Typography sx={{ textAlign: 'center', fontWeight: 800, fontSize: 22, py: 1.5, color: 'secondary.main' }}>Solve</Typography>
      {items.map((item) => {
        const active = isActive(item, location.pathname, location.search);
        return (
          <ButtonBase
            key={item.key}
            onClick={() => go(item)}
            aria-current={active ? 'page' : undefined}
            sx={{
              flexDirection: 'column',
              py: 1.25,
              gap: 0.5,
              bgcolor: active ? 'rgba(255,255,255,0.16)' : 'transparent',
              borderLeft: 4,
              borderColor: active ? 'secondary.main' : 'transparent',
              '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.1)' },
            }}
          >
            {icon(item.key)}
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
