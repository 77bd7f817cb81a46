import { startApp } from './app/start';
import './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (root) void startApp(root);
