/**
 * Recorded DOM snapshots of a Bootstrap landing page (the Agency theme issue 31 was tried on:
 * a fixed navbar, a masthead, services, a team of similar cards, a contact form with a disabled
 * Send button) and of its redesign (sections swapped, the services heading reworded, container
 * classes changed, the second team member removed). Scripts and most copy are trimmed.
 */
const member = (n: number, name: string, role: string) => `
      <div class="col-lg-4"><div class="team-member">
        <img class="mx-auto rounded-circle" src="assets/img/team/${n}.jpg" alt="${name}">
        <h4>${name}</h4><p class="text-muted">${role}</p>
        <a class="btn btn-dark btn-social mx-2" href="#!" aria-label="${name} Twitter Profile"><i class="fab fa-twitter"></i></a>
      </div></div>`;

const nav = `
  <nav class="navbar navbar-expand-lg navbar-dark fixed-top" id="mainNav" style="position: fixed; top: 0; left: 0; right: 0">
    <div class="container">
      <a class="navbar-brand" href="#page-top"><img src="assets/img/navbar-logo.svg" alt="Agency"></a>
      <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarResponsive" aria-controls="navbarResponsive" aria-expanded="false" aria-label="Toggle navigation">Menu <i class="fas fa-bars ms-1"></i></button>
      <div class="collapse navbar-collapse" id="navbarResponsive"><ul class="navbar-nav text-uppercase ms-auto py-4 py-lg-0">
        <li class="nav-item"><a class="nav-link" href="#services">Services</a></li>
        <li class="nav-item"><a class="nav-link" href="#team">Team</a></li>
        <li class="nav-item"><a class="nav-link" href="#contact">Contact</a></li>
      </ul></div>
    </div>
  </nav>`;

const services = (heading: string) => `
  <section class="page-section" id="services"><div class="container">
    <div class="text-center"><h2 class="section-heading text-uppercase">${heading}</h2>
      <h3 class="section-subheading text-muted">Lorem ipsum dolor sit amet consectetur.</h3></div>
    <div class="row text-center">
      <div class="col-md-4"><h4 class="my-3">E-Commerce</h4><p class="text-muted">Shops that sell.</p></div>
      <div class="col-md-4"><h4 class="my-3">Responsive Design</h4><p class="text-muted">Every screen.</p></div>
    </div>
  </div></section>`;

const team = (members: string) => `
  <section class="page-section bg-light" id="team"><div class="container">
    <div class="text-center"><h2 class="section-heading text-uppercase">Our Amazing Team</h2></div>
    <div class="row">${members}</div>
  </div></section>`;

const contact = `
  <section class="page-section" id="contact"><div class="container">
    <form id="contactForm">
      <div class="row align-items-stretch mb-5"><input class="form-control" id="name" type="text" placeholder="Your Name *"></div>
      <div class="text-center"><button class="btn btn-primary btn-xl text-uppercase disabled" id="submitButton" type="submit" style="pointer-events: none">Send Message</button></div>
    </form>
  </div></section>`;

export const LANDING_BEFORE = `${nav}
  <header class="masthead"><div class="container">
    <div class="masthead-subheading">Welcome To Our Studio!</div>
    <div class="masthead-heading text-uppercase">It's Nice To Meet You</div>
    <a class="btn btn-primary btn-xl text-uppercase" href="#services">Tell Me More</a>
  </div></header>
  ${services("Services")}
  ${team(member(1, "Parveen Anand", "Lead Designer") + member(2, "Diana Petersen", "Lead Marketer") + member(3, "Larry Parker", "Lead Developer"))}
  ${contact}
  <footer class="footer py-4"><div class="container">Copyright © Your Website 2026</div></footer>`;

export const LANDING_AFTER = `${nav}
  <header class="masthead"><div class="container-fluid">
    <div class="masthead-subheading">Welcome To Our Studio!</div>
    <div class="masthead-heading text-uppercase">Nice To Meet You</div>
    <a class="btn btn-primary btn-xl text-uppercase" href="#services">Tell Me More</a>
  </div></header>
  ${team(member(1, "Parveen Anand", "Lead Designer") + member(3, "Larry Parker", "Lead Developer"))}
  ${services("What We Do")}
  ${contact}
  <footer class="footer py-4"><div class="container">Copyright © Your Website 2026</div></footer>`;
