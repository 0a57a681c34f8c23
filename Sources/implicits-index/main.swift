import Foundation
import ImplicitsCLI

exit(IndexCommand.main(Array(CommandLine.arguments.dropFirst())))
