import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setShellNavigate } from './shell-navigator';

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setShellNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}
