// A start-up stage (main.tsx): importing this module evaluates React Router's chunk, in a task of its
// own before the app's.
export { createBrowserRouter } from 'react-router-dom';
