struct AppTests {}
