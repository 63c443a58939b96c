import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'ana@example.com' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @Length(1, 1024, { message: 'Enter your password.' })
  password: string;

  @ApiPropertyOptional({ description: 'Path on this site to return to after signing in.' })
  @IsOptional()
  @IsString()
  @MaxLength(8192)
  returnTo?: string;
}

export class SignupDto extends LoginDto {
  @ApiProperty({ example: 'Ana Lima' })
  @IsString()
  @Length(1, 100, { message: 'Enter your name (up to 100 characters).' })
  name: string;

  @ApiPropertyOptional({ example: 'Europe/Lisbon', description: 'IANA time zone; defaults to UTC.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
}

export class UserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ enum: ['user', 'admin'] }) role: string;

  static from(user: { id: number; email: string; name: string; timeZone: string; role: string }): UserResponseDto {
    return { id: user.id, email: user.email, name: user.name, timeZone: user.timeZone, role: user.role };
  }
}
