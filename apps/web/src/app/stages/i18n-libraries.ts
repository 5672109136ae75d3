// A start-up stage (main.tsx): importing this module evaluates the translation libraries' chunk
// (vite.config.ts puts this module in that chunk), in a task of its own before the app's messages.
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
