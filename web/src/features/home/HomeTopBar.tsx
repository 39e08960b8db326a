import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { HomeActions } from './homeActions';

interface Props extends HomeActions {
  academyName: string;
  mobile: boolean;
  onOpenMenu(): void;
}

/** Home's own top bar: Catalog, Login or Logout and Join; on phones a menu button instead. */
export function HomeTopBar({ academyName, mobile, onOpenMenu, signedIn, onLogin, onLogout, onJoin, onCatalog }: Props) {
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography component="p" sx={{ flexGrow: 1, fontWeight: 800, fontSize: 22, color: 'secondary.main' }} noWrap>
          {academyName}
        </Typography>
        {mobile ? (
          <IconButton edge="end" color="inherit" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button color="inherit" onClick={onCatalog}>
              Catalog
            </Button>
            <Button color="inherit" variant="outlined" onClick={signedIn ? onLogout : onLogin}>
              {signedIn ? 'Logout' : 'Login'}
            </Button>
            <Button color="secondary" variant="contained" onClick={onJoin}>
              Join
            </Button>
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
