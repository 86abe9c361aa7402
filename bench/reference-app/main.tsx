// bench:web's reference: a bare React page with one route and a sign-in-sized form, one bundle.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";

function Form() {
  return (
    <main>
      <h1>Sign in</h1>
      <form id="main-content">
        <label htmlFor="phone">Phone</label>
        <input id="phone" type="tel" />
        <button type="submit">Send code</button>
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: "*", element: <Form /> }]);
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
