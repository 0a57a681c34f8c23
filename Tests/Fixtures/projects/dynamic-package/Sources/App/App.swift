import Profile
@main struct App { static func main() {} }
