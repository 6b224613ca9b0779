// Federation start-up is asynchronous (asyncStartup), so the app can be imported directly.
import './bootstrap.tsx';
