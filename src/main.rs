fn main() {
    clubscore_web::start();
}
