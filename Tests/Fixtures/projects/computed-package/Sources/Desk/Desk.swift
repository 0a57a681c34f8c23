// Desk
